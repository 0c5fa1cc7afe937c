import type { Page } from "@playwright/test";
import { expect, expectAccessible, forgetSessions, mailTo, signInAs, test, waitForHydration } from "./support/fixtures";

/** The path and query of an e-mailed link, to open on the test server. */
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

async function signInThroughPage(page: Page, login: string, password: string) {
  await page.goto("/agents/login");
  await waitForHydration(page);
  const form = page.getByRole("main");
  await form.getByLabel("Username or Email").fill(login);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

// A refused sign-in and a wrong current password are HTTP errors the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (400|401)/] });

test.describe("a staff user's own account", () => {
  test("changes name, e-mail (through the link sent to the new address) and password, then signs in with the new ones", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    const run = Date.now();
    const email = `casey-${run}@example.com`;
    const newEmail = `casey-new-${run}@example.com`;
    const firstPassword = "Herons wade at Fort De Soto";
    const newPassword = "Pelicans glide over Egmont Key";

    // Staff invite a colleague of their own for this test, who chooses a password from the e-mailed link.
    const admin = await browser.newPage();
    await signInAs(admin, "staff");
    const invited = await admin.request.post("/api/users", {
      headers: { origin },
      data: { name: "Casey Change", email, role: "agent" },
    });
    expect(invited.status()).toBe(201);
    await admin.close();
    const token = new URL(
      /https?:\/\/\S+\/agents\/reset-password\?token=[\w-]+/.exec(await mailTo(email, run))![0],
    ).searchParams.get("token");
    const chosen = await page.request.post("/api/auth/reset-password", {
      headers: { origin },
      data: { newPassword: firstPassword, token },
    });
    expect(chosen.status()).toBe(200);

    await signInThroughPage(page, email, firstPassword);
    await expect(page).toHaveURL(/\/policy$/);
    await page.getByRole("button", { name: "Account menu for Casey Change" }).click();
    await page.getByRole("menuitem", { name: "Account and security" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account and security");
    await expectAccessible(page);

    // The name.
    const nameForm = page.getByRole("region", { name: "Your name" });
    await nameForm.getByLabel("Name", { exact: true }).fill("Casey Renamed");
    await nameForm.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Your name has been saved.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu for Casey Renamed" })).toBeVisible();

    // The e-mail: nothing changes until the link sent to the new address is opened.
    const asked = Date.now();
    await page.getByLabel("New e-mail address").fill("not an address");
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
    await page.getByLabel("New e-mail address").fill(newEmail);
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByRole("status").filter({ hasText: `We sent a link to ${newEmail}` })).toBeVisible();
    await expect(page.getByText(`Your e-mail address is ${email}.`)).toBeVisible();
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(await mailTo(newEmail, asked))?.[0];
    expect(link).toBeTruthy();
    await page.goto(pathOf(link!));
    await expect(page).toHaveURL(/\/policy\/account\?email-changed=1$/);
    await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();

    // The password: the current one is checked, the rules apply.
    const passwordForm = page.getByRole("region", { name: "Password" });
    await passwordForm.getByLabel("Current password").fill("not my password at all");
    await passwordForm.getByLabel("New password", { exact: true }).fill(newPassword);
    await passwordForm.getByLabel("Confirm new password").fill(newPassword);
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await expect(passwordForm.getByText("That is not your current password.")).toBeVisible();
    await expect(passwordForm.getByLabel("Current password")).toBeFocused();
    await passwordForm.getByLabel("Current password").fill(firstPassword);
    await passwordForm.getByLabel("New password", { exact: true }).fill("password1234");
    await passwordForm.getByLabel("Confirm new password").fill("password1234");
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await expect(passwordForm.getByText("This password is too common. Choose another one.")).toBeVisible();
    await passwordForm.getByLabel("New password", { exact: true }).fill(newPassword);
    await passwordForm.getByLabel("Confirm new password").fill(newPassword);
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed. Your other devices are signed out.")).toBeVisible();

    // Only the new e-mail with the new password signs in now.
    await forgetSessions(page);
    for (const [login, password] of [
      [email, newPassword],
      [newEmail, firstPassword],
    ] as const) {
      await signInThroughPage(page, login, password);
      await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    }
    await signInThroughPage(page, newEmail, newPassword);
    await expect(page).toHaveURL(/\/policy$/);
    await expect(page.getByRole("button", { name: "Account menu for Casey Renamed" })).toBeVisible();
  });
});
