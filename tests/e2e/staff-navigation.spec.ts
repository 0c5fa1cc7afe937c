import { expect, expectAccessible, signInAs, test } from "./support/fixtures";

/**
 * The staff navigation by keyboard: from 1280 px SPEC §2's four links and a menu button per group of
 * screens, below that one button opening a side panel with every screen. Desktop and phone.
 */
const groups = {
  Policies: ["Quick Quote", "Insured Accounts", "Renewal Review", "Mailings", "GL Products"],
  Claims: ["All claims", "Claim clocks", "Catastrophes"],
  Billing: ["Refunds due", "Delinquency", "Premium reports", "Unmatched payments"],
  Agents: ["Agent applications"],
  Administration: ["Settings", "API keys", "Mail"],
};

test.describe("the staff navigation on a wide screen", () => {
  test.skip(({ isMobile }) => isMobile, "the phone has the side panel, below");

  test("a group's menu opens, moves and leads by keyboard, and shows where the user is", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    const nav = page.getByRole("navigation", { name: "Policy administration" });
    const billing = nav.getByRole("button", { name: "Billing", exact: true });
    const menu = page.getByRole("menu", { name: "Billing" });
    await expect(billing).not.toHaveAttribute("aria-current");

    await billing.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(billing).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("menuitem", { name: "Refunds due" })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Premium reports" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("menuitem", { name: "Delinquency" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/policy\/billing\/delinquency$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delinquency");
    await expect(menu).toBeHidden();
    await expect(billing).toBeFocused();
    await expect(billing).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("button", { name: "Policies", exact: true })).not.toHaveAttribute("aria-current");

    // ArrowDown opens it too; the screen on show is the current link; Escape closes and gives focus back.
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Delinquency" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("menuitem", { name: "Refunds due" })).not.toHaveAttribute("aria-current");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(billing).toBeFocused();

    // Tab leaves an open menu for the next control; Shift+Tab goes back to its button.
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await expect(nav.getByRole("button", { name: "Agents", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu", { name: "Agents" })).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("menu", { name: "Agents" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Agents", exact: true })).toBeFocused();

    // The account menu beside them lets Tab out the same way, on to Exit.
    await page.getByRole("button", { name: /^Account menu for/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(page.getByRole("link", { name: "Exit" })).toBeFocused();
  });

  test("its links are real links: a middle click opens the screen in a new tab", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    await page
      .getByRole("navigation", { name: "Policy administration" })
      .getByRole("button", { name: "Administration" })
      .click();
    const mail = page.getByRole("menu", { name: "Administration" }).getByRole("menuitem", { name: "Mail" });
    await expect(mail).toHaveAttribute("href", "/policy/mail");
    const opened = page.context().waitForEvent("page");
    await mail.click({ button: "middle" });
    const tab = await opened;
    // A new tab opens on about:blank and only then goes to the link: wait for it to get there (or time out).
    await tab.waitForURL((url) => url.pathname !== "blank", { timeout: 15_000 });
    expect(new URL(tab.url()).pathname).toBe("/policy/mail");
    await tab.close();
    await expect(page).toHaveURL(/\/policy$/);
  });

  test("staff see every group with its screens; agents only the groups they may use", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    const nav = page.getByRole("navigation", { name: "Policy administration" });
    await expect(nav.getByRole("button")).toHaveText(Object.keys(groups));
    for (const [group, links] of Object.entries(groups)) {
      await nav.getByRole("button", { name: group, exact: true }).click();
      await expect(page.getByRole("menu", { name: group }).getByRole("menuitem")).toHaveText(links);
      await page.keyboard.press("Escape");
    }

    await signInAs(page, "agent");
    await visit("/policy");
    await expect(nav.getByRole("button")).toHaveText(["Policies", "Administration"]);
    await nav.getByRole("button", { name: "Administration" }).click();
    await expect(page.getByRole("menu", { name: "Administration" }).getByRole("menuitem")).toHaveText([
      "Settings",
      "API keys",
    ]);
  });
});

test.describe("the staff navigation on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "wide screens have the group menus, above");

  test("the side panel opens by keyboard, leads to a screen and shows where the user is", async ({ page, visit }) => {
    // In the dark theme: the walk of every route checks the phone in dark with the panel closed.
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await signInAs(page, "staff");
    await visit("/policy");
    const open = page.getByRole("button", { name: "Open menu" });
    const panel = page.getByRole("dialog", { name: "Policy administration" });
    const nav = panel.getByRole("navigation", { name: "Policy administration" });

    await open.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
    // Every group is a headed list in the panel, not a menu to open: each screen is two taps away.
    await expect(nav.getByRole("heading")).toHaveText(Object.keys(groups));
    const billing = nav.getByRole("region", { name: "Billing" });
    await expect(billing.getByRole("link")).toHaveText(groups.Billing);

    for (let step = 0; step < 20; step += 1) {
      if (await billing.getByRole("link", { name: "Delinquency" }).evaluate((link) => link === document.activeElement))
        break;
      await page.keyboard.press("Tab");
    }
    await expect(billing.getByRole("link", { name: "Delinquency" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/policy\/billing\/delinquency$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delinquency");
    await expect(panel).toBeHidden();

    await open.click();
    await expect(billing.getByRole("link", { name: "Delinquency" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("the header fits 390 px with targets of at least 44 px", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const target of await page.getByRole("banner").locator("a, button, select").all()) {
      if (!(await target.isVisible())) continue;
      const box = (await target.boundingBox())!;
      expect(box.height, await target.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });
});
