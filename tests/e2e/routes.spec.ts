import type { Page } from "@playwright/test";
import { pathTo, routeTable, type RouteAccess } from "../../src/shared/routes";
import { e2eDemoPassword } from "../support/e2e-demo-password";
import { signIn, signInBrowser } from "../support/sign-in";
import { expect, expectAccessible, test as base } from "./support/fixtures";

/**
 * axe runs here, once per route of the route table, in both themes, both
 * languages and both layouts; the flows' own visits do not run it again.
 *
 * Each worker walks with one page per access (signed out, staff, the demo
 * member) and look, opening each route in it as a visitor going from page to
 * page would: the HTTP cache serves the application's code after the first
 * route, and the tab's process keeps axe compiled, which halved the time of a
 * page and its check against a new page for each (measured on 24 public pages).
 * What the walk reads once is a worker fixture, not a `beforeAll`: Playwright
 * hands a file with such a hook to its workers in consecutive halves, and as
 * each project skips one of the two walks, one worker did all of a project's walk.
 */
type Look = "light and English" | "dark and Italian";

const test = base.extend<
  { access: RouteAccess; look: Look },
  { pageFor: (access: RouteAccess, look: Look) => Promise<Page>; sampleParams: SampleParams }
>({
  access: ["public", { option: true }],
  look: ["light and English", { option: true }],
  sampleParams: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => use(await readSampleParams(workerInfo.project.use.baseURL!)),
    { scope: "worker" },
  ],
  pageFor: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = workerInfo.project.use;
      const pages = new Map<string, Promise<Page>>();
      const open = async (access: RouteAccess, look: Look) => {
        const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
        if (look === "dark and Italian") {
          await context.addInitScript(() => {
            // The page's own choice; a frame inside it (a document's preview) may have no storage.
            if (window !== window.top) return;
            localStorage.setItem("theme", "dark");
            localStorage.setItem("language", "it");
          });
        }
        if (access !== "public") {
          const email = access === "staff" ? "staff@example.com" : "member@example.com";
          const origin = new URL(baseURL!).origin;
          await signInBrowser(context, baseURL!, { email, password: e2eDemoPassword, origin, rememberMe: false });
        }
        return context.newPage();
      };
      await use((access, look) => {
        const key = `${access}, ${look}`;
        if (!pages.has(key)) pages.set(key, open(access, look));
        return pages.get(key)!;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: "worker" },
  ],
  // The worker's page for the test's access and look; the console guard watches it for this test.
  page: async ({ pageFor, access, look }, use) => use(await pageFor(access, look)),
});

// Records of the demo seed for the dynamic segments, so each detail page is
// checked with its content; a kind the seed lacks is opened with a sample
// value, and its page shows the not-found state after a 404 from the API.
type SampleParams = Record<
  "portalIdentity" | "policyId" | "documentId" | "productId" | "accountId" | "claimId",
  string
>;
const fallbackParams: SampleParams = {
  portalIdentity: "sample-portal",
  policyId: "P-000001",
  documentId: "sample-document",
  productId: "sample-product",
  accountId: "sample-account",
  claimId: "sample-claim",
};

/** The first item of a list answer (a page or an array), or undefined. */
function firstItem(data: unknown): Record<string, unknown> | undefined {
  const items = Array.isArray(data) ? data : (data as { items?: unknown[] } | null)?.items;
  return items?.[0] as Record<string, unknown> | undefined;
}

/** Reads the seed's first portal, document, product, account and claim as staff. */
async function readSampleParams(baseURL: string): Promise<SampleParams> {
  const origin = new URL(baseURL).origin;
  const cookie = await signIn(baseURL, { email: "staff@example.com", password: e2eDemoPassword, origin });
  const read = async (path: string) => {
    const response = await fetch(`${baseURL}${path}`, { headers: { cookie, origin } });
    return firstItem(((await response.json()) as { data?: unknown }).data);
  };
  const [portal, document, product, account, claim] = await Promise.all([
    read("/api/portals?pageSize=1"),
    read("/api/documents/recent"),
    read("/api/gl-products"),
    read("/api/accounts"),
    read("/api/claims?pageSize=1"),
  ]);
  const idOr = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);
  return {
    ...fallbackParams,
    portalIdentity: idOr(portal?.portalIdentity, fallbackParams.portalIdentity),
    documentId: idOr(document?.id, fallbackParams.documentId),
    productId: idOr(product?.id, fallbackParams.productId),
    accountId: idOr(account?.id, fallbackParams.accountId),
    claimId: idOr(claim?.id, fallbackParams.claimId),
  };
}

const accesses = ["public", "staff", "member"] as const;

test.describe("every route of the route table", () => {
  // A sample record the seed lacks shows a not-found state after a 404 from the API.
  test.use({ allowConsoleErrors: [/404/] });
  test.skip(({ isMobile }) => isMobile, "the phone walks every route in dark and Italian below");
  for (const access of accesses) {
    test.describe(`opened ${access === "public" ? "signed out" : `as ${access}`}`, () => {
      test.use({ access });
      for (const route of routeTable.filter((route) => route.access === access)) {
        test(`${route.path} opens with one heading and passes axe`, async ({ page, visit, sampleParams }) => {
          await visit(pathTo(route.id, sampleParams));
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
          await expectAccessible(page);
        });
      }
    });
  }
});

// Every route again in the other theme and language, on the phone viewport:
// the walk above runs on the desktop, this one only on the phone, so each
// route is checked in both themes, both languages and both layouts without a
// third pass.
test.describe("dark theme and Italian", () => {
  test.use({ allowConsoleErrors: [/404/], look: "dark and Italian" });
  test.skip(({ isMobile }) => !isMobile, "checked on the phone viewport");
  const walk = [...routeTable, { path: "/not-a-page", access: "public" as const, id: null }];

  for (const access of accesses) {
    test.describe(`opened ${access === "public" ? "signed out" : `as ${access}`}`, () => {
      test.use({ access });
      for (const route of walk.filter((route) => route.access === access)) {
        test(`${route.path} passes axe in dark and in Italian`, async ({ page, visit, sampleParams }) => {
          await visit(route.id ? pathTo(route.id, sampleParams) : route.path);
          await expect(page.locator("html")).toHaveClass(/dark/);
          await expect(page.locator("html")).toHaveAttribute("lang", "it");
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
          await expectAccessible(page);
        });
      }
    });
  }
});
