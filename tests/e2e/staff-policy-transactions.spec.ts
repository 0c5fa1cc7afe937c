import type { Page } from "@playwright/test";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { formatCents } from "../../src/shared/format";
import type { PolicyLedger, PolicyTransaction } from "../../src/shared/policy-transaction";
import { expect, expectAccessible, forgetSessions, mailTo, waitForHydration } from "./support/fixtures";
import { ownServerTest } from "./support/own-server";

/**
 * Issuing makes policies active and moves the book's premium, which the
 * shared server's dashboard and search specs read as SPEC §2 gives them:
 * these flows run on a server of their own (one per worker), which mails the
 * shared SMTP sink.
 */
const { test, signInAs, call } = ownServerTest("transactions");

// A refused quote is an HTTP error the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (403|409|422)/] });

interface Created {
  id: string;
  policyNumber: string;
}

/**
 * A draft policy of this test's own (parallel runs never touch each other's),
 * one 365-day term that started 100 days ago: an annual premium raised by
 * $365 from today costs $1 a day for the 265 days left, to the cent.
 */
async function createDraft(page: Page, premium: number, accountId?: string): Promise<Created> {
  const start = addDays(todayInFlorida(), -100);
  return call<Created>(page, "POST", "/api/policies", {
    ...(accountId ? { accountId } : {}),
    policyType: "Property",
    insuredName: `Gulf Breeze Marina ${test.info().project.name} ${Date.now()}`,
    effectiveDate: start,
    expirationDate: addDays(start, 365),
    premium,
    coverage: 750000,
    address: "1 Palafox Pl",
    city: "Pensacola",
    state: "FL",
    zipCode: "32502",
  });
}

/** Quotes and issues through the API, as an agency system would. */
async function issue(page: Page, policyId: string, request: Record<string, unknown>) {
  const quoted = await call<PolicyTransaction>(page, "POST", `/api/policies/${policyId}/transactions`, request);
  return call<PolicyTransaction>(page, "POST", `/api/policies/${policyId}/transactions/${quoted.id}/issue`);
}

/** The balance the page shows is the one the API's ledger holds, and the one expected. */
async function expectLedgerBalance(page: Page, policyId: string, words: string) {
  const ledger = await call<PolicyLedger>(page, "GET", `/api/policies/${policyId}/ledger`);
  const { balanceCents } = ledger;
  const owed = formatCents(Math.abs(balanceCents));
  expect(balanceCents > 0 ? `Balance due ${owed}` : balanceCents < 0 ? `Credit ${owed}` : "Nothing due").toBe(words);
  await expect(page.getByTestId("ledger-balance")).toHaveText(words);
  await expect(page.getByTestId("ledger-entry")).toHaveCount(ledger.entries.length);
}

const firstTransaction = (page: Page) => page.getByTestId("transaction").first();

/** An insured of this test's own, with an e-mail: the notices go there, and they sign in as a member with it. */
async function createInsured(page: Page): Promise<{ id: string; email: string }> {
  const email = `marina.${test.info().project.name}.${Date.now()}@example.com`;
  const account = await call<{ id: string }>(page, "POST", "/api/Account_OnNew", { name: "Gulf Breeze Marina", email });
  return { id: account.id, email };
}

/**
 * What issuing left behind for the insured: the e-mail naming the policy, and
 * the transaction's document, a PDF, behind its link on the policy page.
 */
async function expectNoticeAndDocument(page: Page, insuredEmail: string, since: number, policyNumber: string) {
  const mail = await mailTo(insuredEmail, since, policyNumber);
  expect(mail).toContain(policyNumber);
  const href = await firstTransaction(page)
    .getByRole("link", { name: /^View document/ })
    .getAttribute("href");
  const documentId = href!.split("/").pop()!;
  const file = await page.request.get(`/api/documents/${documentId}/download`);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

test.describe("policy transactions", () => {
  for (const role of ["staff", "agent"] as const) {
    test(`as ${role}: endorse an active policy, cancel it and reinstate it, each priced before it is issued; the insured sees every step`, async ({
      page,
      visit,
    }) => {
      test.setTimeout(150_000); // four transactions, each quoted, issued and checked, then the member's view
      await signInAs(page, role);
      const insured = await createInsured(page);
      const policy = await createDraft(page, 3650, insured.id);
      let since = Date.now();
      await issue(page, policy.id, { type: "newBusiness" });
      await mailTo(insured.email, since, policy.policyNumber);

      // Edit no longer offers the priced fields of an issued policy: they change by endorsement.
      await visit(`/policy/${policy.id}/edit`);
      await expect(page.getByLabel("Annual Premium")).toHaveCount(0);
      await expect(page.getByTestId("priced-fields")).toContainText("$3,650");
      await page.getByRole("link", { name: "Change these with an endorsement" }).click();

      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: `Endorse ${policy.policyNumber}` })).toBeVisible();
      await expect(dialog.getByLabel("Effective date")).toHaveValue(todayInFlorida());
      await expect(dialog.getByLabel("Annual premium (whole dollars)")).toHaveValue("3650");
      await dialog.getByLabel("Annual premium (whole dollars)").fill("4015");
      await dialog.getByRole("button", { name: "Get quote" }).click();

      // The quote, before anything is issued: its price to the cent, the days it was priced on, its rule and its words.
      await expect(dialog.getByTestId("quote-price")).toHaveText("+$265.00 charge");
      await expect(dialog).toContainText("265 of the term's 365");
      await expect(dialog).toContainText("Priced pro rata");
      await expect(dialog).toContainText("so $265.00 is charged");
      await expect(dialog.getByText("Quoted", { exact: true })).toBeVisible();
      await expectAccessible(page);
      since = Date.now();
      await dialog.getByRole("button", { name: "Issue", exact: true }).click();
      await expect(page.getByText(/^Endorsement issued\./)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      await expect(page.getByTestId("policy-premium")).toHaveText("$4,015");
      await expect(firstTransaction(page)).toContainText("Endorsement");
      await expect(firstTransaction(page)).toContainText("Issued");
      await expect(firstTransaction(page).getByTestId("transaction-change")).toHaveText("+$265.00 charge");
      await expect(firstTransaction(page).getByRole("link", { name: /^View document/ })).toBeVisible();
      await expectNoticeAndDocument(page, insured.email, since, policy.policyNumber);
      await expect(page.getByTestId("ledger-entry").last()).toContainText("+$265.00");
      await expectLedgerBalance(page, policy.id, "Balance due $3,915.00");

      // The Endorsements quick action counts the issued endorsements and opens them.
      await expect(page.getByTestId("count-endorsements")).toHaveText("1");
      await page.getByRole("link", { name: /Endorsements/ }).click();
      await expect(page).toHaveURL(new RegExp(`/policy/${policy.id}/transactions\\?type=endorsement$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Transactions of ${policy.policyNumber}`);
      await expect(page.getByLabel("Type")).toHaveValue("endorsement");
      await expect(page.getByTestId("transaction")).toHaveCount(1);
      await page.getByLabel("Type").selectOption("");
      await expect(page.getByTestId("transaction")).toHaveCount(2);
      await expectAccessible(page);
      await page.getByRole("link", { name: `Back to ${policy.policyNumber}` }).click();

      // A company cancellation: an agent is refused (underwriting staff's authority); for staff, from today it breaks
      // Florida's notice. Either way the rule is told and the input kept.
      await page.getByRole("button", { name: "Cancel policy" }).click();
      await dialog.getByLabel("Reason").selectOption("underwriting");
      await dialog.getByLabel("Note").fill("Roof inspection found storm damage not repaired.");
      await dialog.getByRole("button", { name: "Get quote" }).click();
      if (role === "agent") {
        await expect(dialog.getByRole("alert").filter({ hasText: "need underwriting staff" })).toBeVisible();
      } else {
        await expect(dialog.getByRole("alert").filter({ hasText: "This breaks the rule" })).toBeVisible();
        await expect(dialog.getByLabel("Effective date")).toHaveAttribute("aria-invalid", "true");
      }
      await expect(dialog.getByLabel("Reason")).toHaveValue("underwriting");
      await expect(dialog.getByLabel("Note")).toHaveValue("Roof inspection found storm damage not repaired.");

      // At the insured's request, from today: no notice, and the 265 days left of $4,015 come back.
      await dialog.getByLabel("Reason").selectOption("insuredRequest");
      await dialog.getByRole("button", { name: "Get quote" }).click();
      await expect(dialog.getByTestId("quote-price")).toHaveText("$2,915.00 refund");
      await expect(dialog).toContainText("no notice period applies");
      since = Date.now();
      await dialog.getByRole("button", { name: "Issue", exact: true }).click();
      await expect(page.getByText(/^Cancellation issued\./)).toBeVisible();
      await expect(firstTransaction(page)).toContainText("Cancellation");
      await expectNoticeAndDocument(page, insured.email, since, policy.policyNumber);
      await expect(firstTransaction(page).getByTestId("transaction-change")).toHaveText("$2,915.00 refund");
      await expect(page.getByTestId("ledger-entry").last()).toContainText("\u2212$2,915.00");
      await expectLedgerBalance(page, policy.id, "Balance due $1,000.00");
      // Cancelled: only Reinstate is offered.
      await expect(page.getByRole("button", { name: "Endorse" })).toHaveCount(0);

      if (role === "agent") {
        // A reinstatement is underwriting's too: the agent is told so, and staff reinstate.
        await page.getByRole("button", { name: "Reinstate" }).click();
        await dialog.getByRole("button", { name: "Get quote" }).click();
        await expect(dialog.getByRole("alert").filter({ hasText: "need underwriting staff" })).toBeVisible();
        await signInAs(page, "staff");
        await visit(`/policy/${policy.id}`);
      }
      await page.getByRole("button", { name: "Reinstate" }).click();
      await expect(dialog).toContainText("with no gap in cover");
      await dialog.getByRole("button", { name: "Get quote" }).click();
      await expect(dialog.getByTestId("quote-price")).toHaveText("+$2,915.00 charge");
      await expect(dialog).toContainText("within 30 days");
      since = Date.now();
      await dialog.getByRole("button", { name: "Issue", exact: true }).click();
      await expect(page.getByText(/^Reinstatement issued\./)).toBeVisible();
      await expectNoticeAndDocument(page, insured.email, since, policy.policyNumber);
      await expect(page.getByText("Active").first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Endorse" })).toBeVisible();
      await expect(page.getByTestId("transaction")).toHaveCount(4);
      await expectLedgerBalance(page, policy.id, "Balance due $3,915.00");
      // The page with its four transactions and ledger, checked again once loaded afresh, without the toasts.
      await visit(`/policy/${policy.id}`);
      await expect(page.getByTestId("transaction")).toHaveCount(4);
      await expect(page.getByTestId("ledger-balance")).toHaveText("Balance due $3,915.00");

      // The insured signs in from the e-mailed link and finds every step explained, with its document.
      await forgetSessions(page);
      since = Date.now();
      await visit("/members");
      await page.getByLabel("Email").fill(insured.email);
      await page.getByLabel("Policy Number").fill(policy.policyNumber);
      await page.getByRole("button", { name: "Access My Account" }).click();
      await expect(page.getByText("If the details match a policy, we've sent a sign-in link")).toBeVisible();
      const link = /https?:\/\/\S+\/magic-link\/verify\S+/.exec(await mailTo(insured.email, since, "magic-link"))![0];
      await page.goto(link);
      await expect(page).toHaveURL(/\/members\/account$/);
      await waitForHydration(page);
      await expect(page.getByTestId("policy-change")).toHaveCount(4);
      for (const [type, words, amount] of [
        ["reinstatement", "Reinstatement", "Charge: $2,915.00"],
        ["cancellation", "Cancellation", "Refund: $2,915.00"],
        ["endorsement", "Policy change", "Charge: $265.00"],
        ["newBusiness", "Policy issued", "Charge: $3,650.00"],
      ]) {
        const change = page.locator(`[data-testid="policy-change"][data-type="${type}"]`);
        await expect(change.getByRole("heading", { level: 3 })).toHaveText(words!);
        await expect(change.getByTestId("change-amount")).toHaveText(amount!);
        await expect(change.getByText("Download document")).toBeVisible();
      }
      await expectAccessible(page);
    });
  }

  test("an agent quotes a draft policy's new business, goes back to change it, and issues it", async ({
    page,
    visit,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, "agent");
    const policy = await createDraft(page, 1200);
    await visit(`/policy/${policy.id}`);
    await expect(page.getByText("No transactions yet.", { exact: false })).toBeVisible();
    await expectLedgerBalance(page, policy.id, "Nothing due");

    await page.getByRole("button", { name: "Quote", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Quote new business for ${policy.policyNumber}` })).toBeVisible();
    await expect(dialog.getByLabel("Annual premium (whole dollars)")).toHaveValue("1200");
    await dialog.getByRole("button", { name: "Get quote" }).click();
    await expect(dialog.getByTestId("quote-price")).toHaveText("+$1,200.00 charge");

    // Back sets that quote aside and keeps what was typed; the new price is quoted again.
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Annual premium (whole dollars)")).toHaveValue("1200");
    await dialog.getByLabel("Annual premium (whole dollars)").fill("1320");
    await dialog.getByRole("button", { name: "Get quote" }).click();
    await expect(dialog.getByTestId("quote-price")).toHaveText("+$1,320.00 charge");
    await expect(dialog).toContainText("New business: the policy is written from");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Issue", exact: true }).click();
    await expect(page.getByText(/^New business issued\./)).toBeVisible();

    await expect(page.getByText("Active").first()).toBeVisible();
    await expect(page.getByTestId("policy-premium")).toHaveText("$1,320");
    await expect(page.getByRole("button", { name: "Endorse" })).toBeVisible();
    await expect(page.getByTestId("transaction")).toHaveCount(1);
    await expect(firstTransaction(page)).toContainText("New business");
    await expect(firstTransaction(page)).toContainText("Issued");
    await expect(firstTransaction(page).getByRole("link", { name: /^View document/ })).toBeVisible();
    await expectLedgerBalance(page, policy.id, "Balance due $1,320.00");

    // The quote set aside is kept, on the policy's list of every transaction.
    await page.getByRole("link", { name: "All transactions, by type (withdrawn: 1)" }).click();
    await expect(page.getByTestId("transaction")).toHaveCount(2);
    await expect(page.getByTestId("transaction").nth(1)).toContainText("Withdrawn");
    await expect(page.getByTestId("transaction").nth(1)).toContainText("+$1,200.00 charge");
  });
});
