import { expect, test } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { todayInFlorida } from "../../src/shared/calendar-date";

/** Placeholder pages are short; make room to scroll so scroll behaviour can be seen. */
async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    document.body.style.minHeight = "3000px";
  });
}

test.describe("shared header and footer", () => {
  test("the header turns solid with a shadow past 20 px of scroll", async ({ page, visit }) => {
    await visit("/about");
    await makeScrollable(page);
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe("none");
    await expect(header).toHaveCSS("position", "fixed");
  });

  test("the About Us dropdown works with the keyboard", async ({ page, visit }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the dropdown is the desktop header's");
    await visit("/");
    const trigger = page.getByRole("button", { name: "About Us" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "About the Company" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "About the Company" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Citizens" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/citizens$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Citizens Policy Take-Out");
  });

  test("the phone menu slides in and closes when a link is clicked", async ({ page, visit }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the side menu is for small screens");
    await visit("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();

    // A modal dialog: Escape closes it and gives focus back to the menu button.
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await sheet.getByRole("link", { name: "Meet the Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leadership Team");
  });

  test("the skip link is the first stop and leads to the main content", async ({ page, visit }) => {
    await visit("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("a newly opened page starts at the top", async ({ page, visit }) => {
    await visit("/about");
    await makeScrollable(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer shows the company's contact, rating and the current year", async ({ page, visit }) => {
    await visit("/contact");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Tampa, FL");
    await expect(footer.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
    await expect(footer).toContainText(`© ${todayInFlorida().slice(0, 4)} Sabal Reciprocal Exchange`);
    await expect(footer.getByRole("img", { name: /Financial strength rating A/ })).toBeVisible();
    const external = footer.getByRole("link", { name: /Our company page/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("not-found page", () => {
  test.use({ allowConsoleErrors: [/404/] });

  test("shows a large 404 with HTTP status 404, logs the path and leads home", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto("/this/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect.poll(() => logged.join("\n")).toContain("/this/does-not-exist");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Florida homeowners insurance");
  });
});
