import type { Page } from "@playwright/test";
import { pathTo, routeTable, type RouteAccess } from "../../src/shared/routes";
import { expect, signInAs, test } from "./support/fixtures";

/** Staff routes are opened as staff, the member portal as the demo member; public ones signed out. */
async function signInFor(page: Page, access: RouteAccess): Promise<void> {
  if (access === "staff") await signInAs(page, "staff");
  if (access === "member") await signInAs(page, "member");
}

// Sample values for dynamic segments, so every route of the table is opened.
const sampleParams = {
  portalIdentity: "sample-portal",
  policyId: "P-000001",
  documentId: "sample-document",
  productId: "sample-product",
  accountId: "sample-account",
};

test.describe("every route of the route table", () => {
  // Sample records do not exist: their pages show a not-found state after a 404 from the API.
  test.use({ allowConsoleErrors: [/404/] });
  test.skip(({ isMobile }) => isMobile, "the phone walks every route in dark and Italian below");
  for (const route of routeTable) {
    test(`${route.path} opens with one heading and passes axe`, async ({ page, visit }) => {
      await signInFor(page, route.access);
      await visit(pathTo(route.id, sampleParams));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  }
});

// Every route again in the other theme and language, on the phone viewport (the
// walk above runs on both viewports, and this one only on the phone, so each
// route is checked in both themes, both languages and both layouts without a
// third pass).
test.describe("dark theme and Italian", () => {
  test.use({ allowConsoleErrors: [/404/] });
  test.skip(({ isMobile }) => !isMobile, "checked on the phone viewport");

  for (const route of [...routeTable, { path: "/not-a-page", access: "public" as const, id: null }]) {
    test(`${route.path} passes axe in dark and in Italian`, async ({ page, visit }) => {
      await signInFor(page, route.access);
      await page.addInitScript(() => {
        localStorage.setItem("theme", "dark");
        localStorage.setItem("language", "it");
      });
      await visit(route.id ? pathTo(route.id, sampleParams) : route.path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.locator("html")).toHaveAttribute("lang", "it");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  }
});
