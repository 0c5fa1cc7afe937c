import { expect, expectAccessible, signInAs, test } from "./support/fixtures";

// The demo adjuster, Dana Ruiz, holds the demo member's two claims (seed-member-household.ts, seed-claims-desk.ts).
test.describe("an adjuster in the staff area", () => {
  test("lands on the Claims screen, sees only the claims assigned to them, and no other staff screen", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "adjuster");
    await visit("/policy");
    await expect(page).toHaveURL(/\/policy\/claims$/);
    const rows = page.getByRole("table").getByRole("row");
    // The header row and her two claims, both on the demo member's home (the water heater and Hurricane Ilsa's).
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("Morgan Member");
    await expect(rows.nth(2)).toContainText("Morgan Member");

    const nav = page.getByRole("navigation", { name: "Policy administration" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "New Policy" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Claims" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Billing" })).toHaveCount(0);
    await expectAccessible(page);

    // Another staff screen leads back to the claims.
    await visit("/policy/search");
    await expect(page).toHaveURL(/\/policy\/claims$/);
  });
});
