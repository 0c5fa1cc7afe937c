import { rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { e2eDemoPassword } from "../support/e2e-demo-password";
import { freePort } from "../support/free-port";
import { signInBrowser } from "../support/sign-in";
import { seededDataDir } from "./support/seeded-data-dir";
import { expect, mailTo, test, waitForHydration } from "./support/fixtures";
import { mailingAddress } from "./support/mailing-address";

/**
 * The delinquency, end to end on a server of its own whose calendar
 * the test moves (CLOCK_OFFSET_DAYS, a restart each time, the policy rounds
 * every minute): an installment goes past due, the notice of cancellation for
 * non-payment is e-mailed, the policy is cancelled on its day, the insured
 * pays on the payment page and the policy is reinstated.
 */

const today = todayInFlorida();
// A server's first policy round runs 10 s after it starts, then one a minute.
const roundPatience = { timeout: 90_000, intervals: [1_000] };

test("a missed installment: notice e-mailed, cancelled on its day, paid within the window and reinstated", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one server's calendar is moved: once is enough");
  test.setTimeout(300_000);
  const dataDir = seededDataDir("delinquency");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverOn = (daysFromToday: number) =>
    startBuiltServer(
      {
        NODE_ENV: "test",
        DEMO_PASSWORD: e2eDemoPassword,
        PUBLIC_URL: url,
        SMTP_URL: process.env.E2E_SMTP_URL!,
        AUTH_SECRET: "e2e-delinquency-secret-0123456789abcdef0123",
        POLICY_ROUNDS_MINUTES: "1",
        CLOCK_OFFSET_DAYS: String(daysFromToday),
      },
      { dataDir, port },
    );
  let server: RunningServer = await serverOn(0);
  const moveTo = async (daysFromToday: number) => {
    await server.stop();
    server = await serverOn(daysFromToday);
  };
  try {
    await signInBrowser(page.context(), url, {
      email: "staff@example.com",
      password: e2eDemoPassword,
      origin: url,
      rememberMe: false,
    });
    const email = `late.payer.${test.info().project.name}.${Date.now()}@example.com`;
    const account = await call<{ id: string }>(page, url, "POST", "/api/Account_OnNew", {
      name: "Lena Okafor",
      email,
      ...mailingAddress,
    });
    const policy = await call<{ id: string; policyNumber: string }>(page, url, "POST", "/api/policies", {
      policyType: "Workers Compensation",
      insuredName: "Lena Okafor",
      effectiveDate: today,
      expirationDate: addDays(today, 365),
      premium: 2400,
      coverage: 350000,
      accountId: account.id,
    });
    const quoted = await call<{ id: string }>(page, url, "POST", `/api/policies/${policy.id}/transactions`, {
      type: "newBusiness",
      changes: { paymentPlan: "fourPay" },
    });
    await call(page, url, "POST", `/api/policies/${policy.id}/transactions/${quoted.id}/issue`);

    // Two days later the first installment, due on the first day, is still unpaid: the round sends the notice.
    let since = Date.now();
    await moveTo(2);
    const cancelsOn = addDays(today, 12);
    await expect
      .poll(
        async () => (await transactionsOf(page, url, policy.id)).find((each) => each.type === "cancellation"),
        roundPatience,
      )
      .toMatchObject({ reason: "nonPayment", effectiveDate: cancelsOn });
    const mail = await mailTo(email, since, "will be cancelled for non-payment");
    expect(mail).toContain(policy.policyNumber);
    expect(mail).toContain("/pay-policy");

    // Unpaid on its day: the round cancels the policy.
    await moveTo(13);
    await expect.poll(async () => (await policyOf(page, url, policy.id)).status, roundPatience).toBe("inactive");

    // Within the reinstatement window the insured pays what was missed on the payment page.
    since = Date.now();
    await page.goto(`${url}/pay-policy`);
    await waitForHydration(page);
    await page.getByLabel("Insured Email").fill(email);
    await page.getByLabel("Policy Number").fill(policy.policyNumber);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/\/pay-policy\/demo-portal\?ref=/);
    await expect(page.getByText("$960")).toBeVisible();
    await page.getByRole("button", { name: "Complete payment (demo)" }).click();
    await page.waitForURL(/\/pay-policy\/confirmation\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");

    // Paid after the cancellation took effect: reinstated from the day of payment, with a lapse between, and the
    // insured is told.
    await expect.poll(async () => (await policyOf(page, url, policy.id)).status, roundPatience).toBe("active");
    const reinstatement = (await transactionsOf(page, url, policy.id)).find((each) => each.type === "reinstatement");
    expect(reinstatement?.effectiveDate).toBe(addDays(today, 13));
    const reinstated = await mailTo(email, since, "reinstated");
    expect(reinstated).toContain(policy.policyNumber);
    const billing = await call<{ invoices: { status: string }[]; balanceCents: number; payInFullCents: number }>(
      page,
      url,
      "GET",
      `/api/policies/${policy.id}/billing`,
    );
    expect(billing.invoices.map((invoice) => invoice.status)).toEqual(["paid", "open", "open", "open"]);
    expect(billing.balanceCents).toBe(billing.payInFullCents);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function call<T>(page: Page, url: string, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`${url}${path}`, { method, headers: { origin: url }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as T;
}

const transactionsOf = (page: Page, url: string, policyId: string) =>
  call<{ type: string; reason: string | null; effectiveDate: string }[]>(
    page,
    url,
    "GET",
    `/api/policies/${policyId}/transactions`,
  );

const policyOf = (page: Page, url: string, policyId: string) =>
  call<{ status: string }>(page, url, "GET", `/api/policies/${policyId}`);
