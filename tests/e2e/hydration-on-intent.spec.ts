import type { Page } from "@playwright/test";
import { expect, test, untouchedPages } from "./support/fixtures";

// In the full browser, where no pointer is over a page until a test moves it: these tests act before the page has its code.
test.use(untouchedPages);

// Public pages are complete HTML; their application code loads when the
// visitor shows an intent to interact (docs/decisions/0005). These tests act
// before React has taken over, as a quick visitor on a slow phone would.

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');

/**
 * Waits for React to take over a page whose code `slowApplicationCode` holds
 * back: each module waits half a second, and they load in a chain, so on a
 * busy machine this takes longer than an expectation's usual 5 s.
 */
const hydrationOf = (page: Page) => expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });

/** Delays the application code, so the test's click surely comes before hydration. */
async function slowApplicationCode(page: Page): Promise<void> {
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

test.describe("application code loads on intent", () => {
  test("a reader who does not interact downloads no application JavaScript", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(scripts).toEqual([]);
    await expect(hydrated(page)).toHaveCount(0);
  });

  test("the first pointer movement loads the code and hydrates the page", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/about");
    await page.mouse.move(5, 5);
    await page.mouse.move(10, 10);
    await expect(hydrated(page)).toHaveCount(1);
    expect(scripts.some((path) => path.includes("/assets/entry.client-"))).toBe(true);
  });

  test("a theme change pressed before hydration is applied once", async ({ page }) => {
    await slowApplicationCode(page);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/about");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(hydrated(page)).toHaveCount(0);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await hydrationOf(page);
    // Held and replayed exactly once: still dark a moment later.
    await page.waitForTimeout(300);
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("a dropdown pressed before hydration opens", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the dropdown is the desktop header's");
    await slowApplicationCode(page);
    await page.goto("/");
    await page.getByRole("button", { name: "About Us" }).click();
    await hydrationOf(page);
    await expect(page.getByRole("menuitem", { name: "About the Company" })).toBeVisible();
  });

  test("the phone menu pressed before hydration opens", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the side menu is for small screens");
    await slowApplicationCode(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await hydrationOf(page);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });

  test("Read More pressed before hydration opens the full bio", async ({ page }) => {
    await slowApplicationCode(page);
    await page.goto("/team");
    await page
      .getByRole("button", { name: /^Read More/ })
      .first()
      .click();
    await hydrationOf(page);
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a form filled and sent before hydration keeps its values and is handled by the page", async ({ page }) => {
    await slowApplicationCode(page);
    await page.goto("/members");
    const main = page.getByRole("main");
    await main.getByLabel("Email", { exact: true }).fill("pat.member@example.com");
    await main.getByLabel("Policy Number", { exact: true }).fill("SRE-HO3-000123");
    await main.getByLabel("Policy Number", { exact: true }).press("Enter");
    await hydrationOf(page);
    await expect(main.getByRole("status")).toHaveText("If the details match a policy, we've sent a sign-in link");
    await expect(main.getByLabel("Email", { exact: true })).toHaveValue("pat.member@example.com");
    await expect(main.getByLabel("Policy Number", { exact: true })).toHaveValue("SRE-HO3-000123");
    await expect(page).toHaveURL(/\/members$/);
  });

  test("links work before hydration, as plain page loads", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });

  test("a visitor who chose Italian gets it without interacting", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "it"));
    await page.goto("/");
    await expect(hydrated(page)).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assicurazione casa in Florida");
  });
});
