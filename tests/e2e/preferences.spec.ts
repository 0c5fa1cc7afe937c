import { expect, test, waitForHydration } from "./support/fixtures";

test.describe("theme bootstrap", () => {
  test.use({ allowConsoleErrors: [/ERR_FAILED/] });

  test("dark is applied before the first paint, with no flash of the light theme", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    // Module scripts are blocked: the class can only come from the inline bootstrap in <head>.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});

test.describe("theme and language", () => {
  test("the theme toggle switches to dark and the choice survives a reload", async ({ page, visit }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await visit("/about");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);

    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveClass(/dark/);

    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("Italian is applied, stored and kept after a reload", async ({ page, visit }, testInfo) => {
    await visit("/");
    // On a phone the language switcher lives in the side menu.
    if (testInfo.project.name === "phone") await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("combobox", { name: "Language" }).filter({ visible: true }).selectOption("it");
    if (testInfo.project.name === "phone") await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assicurazione casa in Florida");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("it");

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assicurazione casa in Florida");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("button", { name: "Cambia tema" })).toBeVisible();
  });

  test("the title and description follow the language", async ({ page, visit }) => {
    await page.addInitScript(() => localStorage.setItem("language", "it"));
    await visit("/products");
    await expect(page).toHaveTitle("I nostri prodotti | Sabal Reciprocal Exchange");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Assicurazione casa H03/);
  });

  test("an unsupported stored language is ignored", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "fr"));
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Florida homeowners insurance");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
