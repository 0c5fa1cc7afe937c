import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Page } from "@playwright/test";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { e2eDemoPassword } from "../support/e2e-demo-password";
import { freePort } from "../support/free-port";
import { signInBrowser } from "../support/sign-in";
import { seededDataDir } from "./support/seeded-data-dir";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * Sessions without Remember me end after an idle hour, on the server. The
 * shared test server's database lives inside its process, so this spec runs a
 * server of its own: to make a session idle it stops it, moves the session's
 * last recorded use back in the database, and starts it again on the same
 * port and secret, while the browser keeps its page open.
 */
const email = "staff@example.com";

// The refused calls after the session ended are HTTP errors the browser reports in its console.
test.use({ allowConsoleErrors: [/status of 401/] });
test.describe.configure({ mode: "serial" });

let dataDir: string;
let port: number;
let server: RunningServer;
// The same secret across restarts, so the session cookie stays valid and only its idleness can end it.
const authSecret = randomBytes(32).toString("hex");
const env = () => ({
  NODE_ENV: "test",
  AUTH_SECRET: authSecret,
  DEMO_PASSWORD: e2eDemoPassword,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = seededDataDir("idle");
  port = await freePort();
  server = await startBuiltServer(env(), { dataDir, port });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Leaves every session of the account unused for this many minutes, as far as the server can tell. */
async function unusedFor(minutes: number): Promise<void> {
  await server.stop();
  const db = new PGlite({ dataDir: join(dataDir, "pglite"), extensions: { pg_trgm, btree_gin } });
  await db.query(
    `update auth_session
        set expires_at = now() - make_interval(mins => $2) + (expires_at - updated_at),
            updated_at = now() - make_interval(mins => $2)
      where user_id = (select id from auth_user where email = $1)`,
    [email, minutes],
  );
  await db.close();
  server = await startBuiltServer(env(), { dataDir, port });
}

async function signIn(page: Page) {
  await signInBrowser(page.context(), server.url, {
    email,
    password: e2eDemoPassword,
    origin: server.url,
    rememberMe: false,
  });
}

async function firstPolicyId(page: Page): Promise<string> {
  const answer = await page.request.get(`${server.url}/api/policies?pageSize=10`);
  return ((await answer.json()) as { data: { items: { id: string }[] } }).data.items[0]!.id;
}

test("an idle session ends: sign in again, back where you were, with what you typed", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const policyId = await firstPolicyId(page);
  const editPath = `/policy/${policyId}/edit`;
  await page.goto(`${server.url}${editPath}`);
  await waitForHydration(page);
  const insuredName = page.getByLabel("Insured Name");
  await expect(insuredName).not.toHaveValue("");
  await insuredName.fill("Kept Through Sign-In LLC");

  // 59 minutes without a request: still signed in (and this request counts as use).
  await unusedFor(59);
  expect((await (await page.request.get(`${server.url}/api/me`)).json()).data).toMatchObject({ email });
  // 62 minutes: the session is over, and saving meets a 401.
  await unusedFor(62);
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page).toHaveURL(`${server.url}/agents/login?next=${encodeURIComponent(editPath)}&session=ended`);
  await waitForHydration(page);
  await expect(
    page.getByRole("status").filter({ hasText: "Your session has ended. Sign in to continue." }),
  ).toBeVisible();
  await page.getByLabel("Username or Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(e2eDemoPassword);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(`${server.url}${editPath}`);
  await expect(page.getByLabel("Insured Name")).toHaveValue("Kept Through Sign-In LLC");
  await expect(page.getByText("Your session ended, so we kept what you had typed.")).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`${server.url}/policy/${policyId}`);
  await expect(page.getByText("Kept Through Sign-In LLC").first()).toBeVisible();
});

test("signing out of a session that already ended still leaves cleanly", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(`${server.url}/policy/account`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account and security");

  await unusedFor(62);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(`${server.url}/agents/login`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agent Portal Login");
  await expect(page.getByText("Signing out did not work. Please try again.")).toHaveCount(0);
  expect((await (await page.request.get(`${server.url}/api/me`)).json()).data).toBeNull();
});
