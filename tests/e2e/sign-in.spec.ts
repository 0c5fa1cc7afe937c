import { createOTP } from "@better-auth/utils/otp";
import { base32 } from "@better-auth/utils/base32";
import type { Browser, Page } from "@playwright/test";
import { e2eDemoPassword } from "../support/e2e-demo-password";
import { signInBrowser } from "../support/sign-in";
import { expect, forgetSessions, mailTo, signInAs, test, waitForHydration } from "./support/fixtures";

async function fillSignIn(page: Page, login: string, password: string) {
  const form = page.getByRole("main");
  await form.getByLabel("Username or Email").fill(login);
  await form.getByLabel("Password", { exact: true }).fill(password);
}

// A failed sign-in is an HTTP error the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (401|422|429)/] });

test.describe("agent portal sign-in", () => {
  test("an anonymous visit to the staff area signs in first, then returns to the page", async ({ page }) => {
    await page.goto("/policy/search");
    // The staff shell loads its code, asks who is signed in, then loads the sign-in page's code: on a busy CI machine, more than 5 s.
    await expect(page).toHaveURL(/\/agents\/login\?next=%2Fpolicy%2Fsearch$/, { timeout: 20_000 });
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agent Portal Login");
    await fillSignIn(page, "staff@example.com", e2eDemoPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/policy\/search$/);
    await expect(page.getByRole("button", { name: "Account menu for Sam Staff" })).toBeVisible();
  });

  test("both fields are required, and a wrong password gets one generic message", async ({ page, visit }) => {
    await visit("/agents/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Enter your username or email.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();
    await expect(page.getByLabel("Username or Email")).toBeFocused();

    await fillSignIn(page, "agent", "not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await fillSignIn(page, "nobody-here", "not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    // What was typed as the username stays; the password is cleared for the next try.
    await expect(page.getByLabel("Username or Email")).toHaveValue("nobody-here");
    await expect(page).toHaveURL(/\/agents\/login$/);
  });

  test("the password can be shown and hidden; the page links to reset and appointment", async ({ page, visit }) => {
    await visit("/agents/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret words");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/agents/forgot-password",
    );
    await expect(page.getByRole("link", { name: "Request appointment" })).toHaveAttribute(
      "href",
      "/agents/appointment",
    );
    await expect(page.getByRole("complementary", { name: "Agent support" })).toContainText(
      "Monday-Friday 7 AM-7 PM EST",
    );
  });

  test("credentials typed and sent before the page has hydrated still sign in", async ({ page }) => {
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto("/agents/login");
    await fillSignIn(page, "agent", e2eDemoPassword);
    await page.getByRole("checkbox", { name: "Remember me" }).check();
    await page.getByLabel("Password", { exact: true }).press("Enter");
    // Every script of the staff area is held 800 ms too, and its route modules load in a few rounds.
    await expect(page).toHaveURL(/\/policy$/, { timeout: 15_000 });
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "sabal.session_token");
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 60 * 60);
  });

  test("an agent signs in by username and lands on the dashboard", async ({ page, visit }) => {
    await visit("/agents/login");
    await fillSignIn(page, "agent", e2eDemoPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/policy$/);
  });

  test("Remember me decides whether the session outlives the browser", async ({ page, visit }) => {
    const sessionCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === "sabal.session_token");

    await visit("/agents/login");
    await fillSignIn(page, "agent", e2eDemoPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/policy$/);
    expect((await sessionCookie())?.expires).toBe(-1);

    await forgetSessions(page);
    await visit("/agents/login");
    await fillSignIn(page, "agent", e2eDemoPassword);
    await page.getByRole("checkbox", { name: "Remember me" }).check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/policy$/);
    expect((await sessionCookie())?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 60 * 60);
    expect(await sessionCookie()).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });

  test("a member signing in lands on the member account, and is not let into the staff area", async ({
    page,
    visit,
  }) => {
    await visit("/agents/login?next=%2Fpolicy");
    await fillSignIn(page, "member@example.com", e2eDemoPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    // A member's return path into the staff area is not honoured: the member portal is their home.
    await expect(page).toHaveURL(/\/members\/account$/);
    await expect(page.getByRole("navigation", { name: "Member account" })).toBeVisible();

    // The staff area sends a member to their own pages.
    await visit("/policy");
    await expect(page).toHaveURL(/\/members\/account$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your policy");
    await expect(page.getByRole("navigation", { name: "Policy administration" })).toHaveCount(0);
  });

  test("signing out of this device leads to the sign-in page and closes the staff area", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy");
    await page.getByRole("button", { name: "Account menu for Sam Staff" }).click();
    await page.getByRole("menuitem", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/agents\/login$/);
    await page.goto("/policy");
    await expect(page).toHaveURL(/\/agents\/login\?next=%2Fpolicy$/);
  });
});

/** A second browser (another device) signed in as the same account. */
async function otherDevice(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  await signInBrowser(context, baseURL, { email, password, origin: new URL(baseURL).origin });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

async function signInThroughPage(page: Page, login: string, password: string) {
  await page.goto("/agents/login");
  await waitForHydration(page);
  await fillSignIn(page, login, password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

// These change the security of one account (agent2): run in order, alone with it.
test.describe("account security of agent2", () => {
  test.describe.configure({ mode: "serial" });
  const email = "agent2@example.com";

  test("sign out of other devices keeps this one; sign out everywhere ends all", async ({ page, browser, baseURL }) => {
    const other = await otherDevice(browser, baseURL!, email, e2eDemoPassword);
    await signInThroughPage(page, email, e2eDemoPassword);
    await expect(page).toHaveURL(/\/policy$/);

    await page.getByRole("button", { name: "Account menu for Jordan Agent" }).click();
    await page.getByRole("menuitem", { name: "Sign out of all other devices" }).click();
    await expect(page.getByText("Signed out of all other devices.")).toBeVisible();
    expect((await (await other.page.request.get("/api/me")).json()).data).toBeNull();
    expect((await (await page.request.get("/api/me")).json()).data).not.toBeNull();
    await other.close();

    const third = await otherDevice(browser, baseURL!, email, e2eDemoPassword);
    await page.getByRole("button", { name: "Account menu for Jordan Agent" }).click();
    await page.getByRole("menuitem", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/agents\/login$/);
    expect((await (await third.page.request.get("/api/me")).json()).data).toBeNull();
    expect((await (await page.request.get("/api/me")).json()).data).toBeNull();
    await third.close();
  });

  test("a forgotten password is reset through the e-mailed link, which signs out every device", async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await otherDevice(browser, baseURL!, email, e2eDemoPassword);
    await page.goto("/agents/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
    const since = Date.now();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText(`If an account uses ${email}`);

    const link = /https?:\/\/\S+\/agents\/reset-password\?token=[\w-]+/.exec(await mailTo(email, since))?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expect(page.getByText("has at least 12 characters")).toBeVisible();

    await page.getByLabel("New password", { exact: true }).fill("password1234");
    await page.getByLabel("Confirm new password").fill("password1234");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("This password is too common. Choose another one.")).toBeVisible();

    const newPassword = "Pelicans over Tampa Bay 2026";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("status")).toContainText("Your password has been changed");
    expect((await (await other.page.request.get("/api/me")).json()).data).toBeNull();
    await other.close();

    // The old password no longer works; the new one does. Then put the demo password back.
    await signInThroughPage(page, email, e2eDemoPassword);
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await signInThroughPage(page, email, newPassword);
    await expect(page).toHaveURL(/\/policy$/);
    const restored = await page.request.post("/api/account/password", {
      headers: { origin: new URL(baseURL!).origin },
      data: { currentPassword: newPassword, newPassword: e2eDemoPassword },
    });
    expect(restored.status()).toBe(200);
  });

  test("two-step verification: turn it on with an app, then sign in with a code", async ({ page, baseURL }) => {
    // Three sign-ins, an enrolment and a sign-in with a backup code: over 30 s when CI's two workers share the machine.
    test.slow();
    await signInThroughPage(page, email, e2eDemoPassword);
    await expect(page).toHaveURL(/\/policy$/);
    await page.getByRole("button", { name: "Account menu for Jordan Agent" }).click();
    await page.getByRole("menuitem", { name: "Account and security" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account and security");

    await page.getByRole("button", { name: "Turn on two-step verification" }).click();
    await page.getByLabel("Confirm with your password").fill(e2eDemoPassword);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const key = (await page.getByTestId("totp-key").textContent())!.trim();
    const authenticator = createOTP(base32.decode(key));

    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByText("That code is not valid.")).toBeVisible();
    await page.getByLabel("Authentication code").fill(await authenticator.totp());
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
    const backupCode = (await page
      .getByRole("list", { name: "Backup codes" })
      .getByRole("listitem")
      .first()
      .textContent())!;
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText("Two-step verification is on.").first()).toBeVisible();

    // A password alone no longer signs in.
    await forgetSessions(page);
    await signInThroughPage(page, email, e2eDemoPassword);
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    await page.getByLabel("Authentication code").fill(await authenticator.totp());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/policy$/);

    // A backup code works once, instead of the app.
    await forgetSessions(page);
    await signInThroughPage(page, email, e2eDemoPassword);
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/policy$/);

    // New backup codes replace the old ones, given the password.
    await page.goto("/policy/account");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Get new backup codes" }).click();
    await page.getByLabel("Confirm with your password").fill(e2eDemoPassword);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
    await expect(page.getByText("Your earlier backup codes no longer work.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Backup codes" })).not.toContainText(backupCode);
    await page.getByRole("button", { name: "Done" }).click();

    // Turn it off again, so the account is as the seed left it.
    await page.getByRole("button", { name: "Turn off two-step verification" }).click();
    await page.getByLabel("Confirm with your password").fill(e2eDemoPassword);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Two-step verification is off.").first()).toBeVisible();
    expect(baseURL).toBeTruthy();
  });
});
