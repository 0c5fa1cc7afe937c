import type { Page } from "@playwright/test";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { PolicyTransaction } from "../../src/shared/policy-transaction";
import { expect, expectAccessible, forgetSessions, mailTo, waitForHydration } from "./support/fixtures";
import { ownServerTest } from "./support/own-server";

/**
 * A member on a 4-pay plan sees the four installments, pays
 * the first through the demo payment portal, comes back to find it paid with
 * its receipt, reads the Billing section in Italian and chooses another plan
 * for the renewal. Issuing moves the book's premium the shared server's
 * specs read, so this runs on a server of its own.
 */
const { test, signInAs, call } = ownServerTest("member-billing");

// The flow does not depend on the viewport; the screenshots of the work checked the phone's layout.

/** A 4-pay policy of an insured of this test's own, issued from today for $2,400 a year; answers its number and the insured's e-mail. */
async function fourPayPolicy(page: Page) {
  await signInAs(page, "staff");
  const email = `billing.${test.info().project.name}.${Date.now()}@example.com`;
  const account = await call<{ id: string }>(page, "POST", "/api/Account_OnNew", { name: "Keys Kayak Rentals", email });
  const today = todayInFlorida();
  const policy = await call<{ id: string; policyNumber: string }>(page, "POST", "/api/policies", {
    accountId: account.id,
    policyType: "Property",
    insuredName: "Keys Kayak Rentals",
    effectiveDate: today,
    expirationDate: addDays(today, 365),
    premium: 2400,
    coverage: 385000,
  });
  const quoted = await call<PolicyTransaction>(page, "POST", `/api/policies/${policy.id}/transactions`, {
    type: "newBusiness",
    changes: { paymentPlan: "fourPay" },
  });
  await call(page, "POST", `/api/policies/${policy.id}/transactions/${quoted.id}/issue`);
  await forgetSessions(page);
  return { policyNumber: policy.policyNumber, email };
}

async function signInAsMember(page: Page, visit: (path: string) => Promise<void>, email: string, policyNumber: string) {
  const since = Date.now();
  await visit("/members");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Policy Number").fill(policyNumber);
  await page.getByRole("button", { name: "Access My Account" }).click();
  await expect(page.getByText("If the details match a policy, we've sent a sign-in link")).toBeVisible();
  await page.goto(/https?:\/\/\S+\/magic-link\/verify\S+/.exec(await mailTo(email, since, "magic-link"))![0]);
  await expect(page).toHaveURL(/\/members\/account$/);
  await waitForHydration(page);
}

test("a member on a 4-pay plan pays the first installment through the demo portal and closes the tab before returning, finds it settled, then reads it in Italian and changes the plan for renewal", async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const { policyNumber, email } = await fourPayPolicy(page);
  await signInAsMember(page, visit, email, policyNumber);

  const billing = page.getByRole("region", { name: "Billing", exact: true });
  // The rows, whatever the language the section is read in.
  const invoices = page.getByTestId("member-billing").getByTestId("invoice");
  await expect(billing.getByTestId("billing-plan")).toContainText(
    "4 payments. 40%, 20%, 20%, and 20% of the premium, every 3 months from the start of the term. A $3.00 fee is added to each payment after the first.",
  );
  await expect(invoices).toHaveCount(4);
  for (const [index, amount] of ["$960.00", "$483.00", "$483.00", "$483.00"].entries()) {
    const invoice = invoices.nth(index);
    await expect(invoice).toHaveAttribute("data-number", `INV-${policyNumber}-1-${index + 1}`);
    await expect(invoice).toContainText(`Installment ${index + 1} of 4`);
    await expect(invoice).toContainText(amount);
    await expect(invoice).toContainText("Open");
  }
  await expect(invoices.nth(1)).toContainText("includes $3.00 fee");
  await expect(billing.getByTestId("billing-next-amount")).toHaveText("$960.00");
  await expect(billing.getByTestId("billing-in-full")).toHaveText("$2,409.00");
  await expect(billing.getByText("No payments yet.")).toBeVisible();
  await expectAccessible(page);

  // The first installment, paid on the demo portal: the amount is the server's, not the page's.
  await billing.getByRole("button", { name: "Pay next installment" }).click();
  await expect(billing.getByText("Taking you to the secure payment portal...")).toBeVisible();
  await page.waitForURL(/\/pay-policy\/demo-portal\?ref=/);
  await expect(page.getByText("$960")).toBeVisible();
  // The member pays and closes the tab before coming back: the return never reaches us, the
  // portal's own signed notification settles the payment.
  let returned = false;
  await page.route(/\/pay-policy\/confirmation|\/api\/payments\/confirm/, (route) => {
    returned = true;
    return route.abort();
  });
  await page.getByRole("button", { name: "Complete payment (demo)" }).click();
  await expect.poll(() => returned).toBe(true);
  await page.unroute(/\/pay-policy\/confirmation|\/api\/payments\/confirm/);

  // Back on the policy page later: the first installment paid, the second next, the payment with its receipt.
  await expect
    .poll(
      async () => {
        await visit("/members/account");
        return invoices.first().getAttribute("data-status");
      },
      { timeout: 30_000 },
    )
    .toBe("paid");
  await expect(invoices.first()).toContainText("Paid");
  await expect(invoices.nth(1)).toHaveAttribute("data-status", "open");
  await expect(billing.getByTestId("billing-next-amount")).toHaveText("$483.00");
  await expect(billing.getByTestId("billing-in-full")).toHaveText("$1,449.00");
  const payment = page.getByTestId("member-billing").getByTestId("payment");
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText("$960.00");
  await expect(payment).toContainText("Completed");
  const reference = await payment.getAttribute("data-reference");
  const download = page.waitForEvent("download");
  await payment.getByRole("link", { name: `Receipt ${reference}` }).click();
  expect((await download).suggestedFilename()).toBe(`receipt-${reference}.pdf`);

  // The same section in Italian: the words, the dates and the money as an Italian reader writes them.
  await page.getByLabel("Language").selectOption("it");
  const pagamenti = page.getByRole("region", { name: "Pagamenti", exact: true });
  await expect(pagamenti.getByTestId("billing-plan")).toContainText(
    "4 rate. 40%, 20%, 20% e 20% del premio, ogni 3 mesi dall'inizio del periodo.",
  );
  await expect(invoices.first()).toContainText("Rata 1 di 4");
  await expect(invoices.first()).toContainText("Pagata");
  await expect(invoices.nth(1)).toContainText("Da pagare");
  await expect(invoices.nth(1)).toContainText("diritto di 3,00 USD incluso");
  await expect(pagamenti.getByTestId("billing-next-amount")).toHaveText(/^483,00\sUSD$/);
  await expect(pagamenti.getByRole("button", { name: "Paga la prossima rata" })).toBeVisible();
  await expect(pagamenti.getByRole("button", { name: "Paga tutto" })).toBeVisible();
  await expect(payment).toContainText("Completato");
  await expect(pagamenti).not.toContainText("Installment");

  // A monthly plan for the renewal: the server says it is saved, in Italian, and the plan to come shows.
  const renewal = pagamenti.getByTestId("renewal-plan");
  await renewal.getByLabel("Piano di pagamento del prossimo periodo").selectOption({ label: "Mensile" });
  await expect(renewal).toContainText("12 rate uguali, ogni mese dall'inizio del periodo.");
  await renewal.getByRole("button", { name: "Salva" }).click();
  await expect(renewal.getByRole("status")).toHaveText("Il piano di pagamento per il prossimo periodo è salvato.");
  await expect(pagamenti.getByTestId("billing-next-plan")).toHaveText("Dal prossimo periodo: Mensile.");
  await expectAccessible(page);

  // Kept: the page loaded afresh shows the plan chosen for the next term, and the current one unchanged.
  await page.reload();
  await waitForHydration(page);
  await expect(pagamenti.getByTestId("billing-next-plan")).toHaveText("Dal prossimo periodo: Mensile.");
  await expect(pagamenti.getByTestId("billing-plan")).toContainText("4 rate.");
  await expect(pagamenti.getByLabel("Piano di pagamento del prossimo periodo")).toHaveValue("monthly");
});
