import { expect, signInAs, test } from "./support/fixtures";

test.describe("staff area shell", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "staff");
  });

  test("the dashboard reaches the API and the database on live data", async ({ page, visit }) => {
    await visit("/policy");
    await expect(page.getByRole("heading", { name: "System status" })).toBeVisible();
    await expect(page.getByText("Database ready (pglite)")).toBeVisible();
  });

  test("checking again confirms with a toast", async ({ page, visit }) => {
    await visit("/policy");
    await page.getByRole("button", { name: "Check again" }).click();
    const notifications = page.getByRole("region", { name: /Notifications/ });
    await expect(notifications.getByText("Database ready (pglite)")).toBeVisible();
  });

  test("toasts follow the dark theme", async ({ page, visit }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await visit("/policy");
    await page.getByRole("button", { name: "Check again" }).click();
    await expect(page.getByText("Database ready (pglite)").last()).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "dark");
  });

  test("the top navigation highlights the dashboard on an exact match and the rest by prefix", async ({
    page,
    visit,
  }) => {
    const nav = page.getByRole("navigation", { name: "Policy administration" });
    await visit("/policy");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Search Policies" }).click();
    await expect(page).toHaveURL(/\/policy\/search$/);
    await expect(nav.getByRole("link", { name: "Search Policies" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");

    await visit("/policy/P-000001");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("Exit leads back to the public site", async ({ page, visit }) => {
    await visit("/policy/recent");
    await page.getByRole("link", { name: "Exit" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Florida homeowners insurance");
  });
});
