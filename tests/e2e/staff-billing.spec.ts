import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { notificationSignature } from "../../src/server/payments/notification-signature";
import type { PolicyBilling } from "../../src/shared/billing";
import type { PremiumReport } from "../../src/shared/billing-reports";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { formatCents } from "../../src/shared/format";
import { notificationHeaderNames, type PaymentNotification } from "../../src/shared/payment-notification";
import type { PolicyLedger } from "../../src/shared/policy-transaction";
import { expect, expectAccessible } from "./support/fixtures";
import { ownServerTest } from "./support/own-server";
import { openStaffScreen } from "./support/staff-nav";
import { mailingAddress } from "./support/mailing-address";

/**
 * Billing's staff screens in Chromium: a policy's
 * invoices on its page, a cancellation's refund due recorded as paid on the
 * Refunds due screen, and the premium report downloaded. Issuing and paying
 * move the book's figures, so the flow runs on a server of its own.
 */
// The secret the demo portal signs its notifications with: this spec signs one as the portal would.
const portalSecret = "e2e-billing-payment-portal-secret-0123456789";
const { test, signInAs, call } = ownServerTest("billing", { PAYMENT_PORTAL_SECRET: portalSecret });

const today = todayInFlorida();

/** A policy of this test's own on a 4-pay plan, its term started 100 days ago, issued; the insured's e-mail with it. */
async function issuedPolicy(page: Page) {
  const email = `billing.${test.info().project.name}.${Date.now()}@example.com`;
  const insuredName = `Pelican Point Marina ${Date.now()}`;
  const account = await call<{ id: string }>(page, "POST", "/api/Account_OnNew", {
    name: insuredName,
    email,
    ...mailingAddress,
  });
  const start = addDays(today, -100);
  const policy = await call<{ id: string; policyNumber: string }>(page, "POST", "/api/policies", {
    accountId: account.id,
    policyType: "Property",
    insuredName,
    effectiveDate: start,
    expirationDate: addDays(start, 365),
    premium: 3650,
    coverage: 750000,
  });
  await transact(page, policy.id, { type: "newBusiness", changes: { paymentPlan: "fourPay" } });
  return { ...policy, email, insuredName };
}

async function transact(page: Page, policyId: string, request: Record<string, unknown>) {
  const quoted = await call<{ id: string }>(page, "POST", `/api/policies/${policyId}/transactions`, request);
  await call(page, "POST", `/api/policies/${policyId}/transactions/${quoted.id}/issue`);
}

/** Pays what the payment page asks for through the demo portal, as a payer who comes back to the site would. */
async function pay(page: Page, policy: { policyNumber: string; email: string }) {
  const started = await call<{ redirectUrl: string }>(page, "POST", "/api/payments", {
    insuredEmail: policy.email,
    policyNumber: policy.policyNumber,
  });
  const ref = new URL(started.redirectUrl, "http://x").searchParams.get("ref");
  const { returnUrl } = await call<{ returnUrl: string }>(page, "POST", "/api/payments/demo/outcome", {
    ref,
    outcome: "completed",
  });
  const back = new URL(returnUrl).searchParams;
  await call(page, "POST", "/api/payments/confirm", {
    ref: back.get("ref"),
    status: back.get("status"),
    sig: back.get("sig"),
  });
}

const billingCard = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Billing", exact: true }) });

test.describe("billing's staff screens", () => {
  test("staff see a policy's invoices, record a cancellation's refund as paid, and download the premium report", async ({
    page,
    visit,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, "staff");
    const policy = await issuedPolicy(page);

    // The policy's page: four installments, 40/20/20/20 of $3,650, a $3 fee on the last three.
    await visit(`/policy/${policy.id}`);
    const card = billingCard(page);
    await expect(card).toContainText("4-pay (40/20/20/20)");
    const invoices = card.getByTestId("billing-invoice");
    await expect(invoices).toHaveCount(4);
    await expect(invoices.nth(0)).toContainText(`INV-${policy.policyNumber}-1-1`);
    await expect(invoices.nth(0)).toContainText("Installment 1 of 4");
    await expect(invoices.nth(0)).toContainText("$1,460.00");
    await expect(invoices.nth(0)).toContainText("Past due");
    await expect(invoices.nth(3)).toContainText("$730.00");
    await expect(invoices.nth(3)).toContainText("$3.00");
    await expect(invoices.nth(3)).toContainText("Open");
    // The balance is the ledger's.
    const ledger = await call<PolicyLedger>(page, "GET", `/api/policies/${policy.id}/ledger`);
    await expect(card.getByTestId("billing-balance")).toHaveText(`Balance due ${formatCents(ledger.balanceCents)}`);
    await expect(page.getByTestId("ledger-balance")).toHaveText(`Balance due ${formatCents(ledger.balanceCents)}`);

    // Paid, then cancelled at the insured's request from today: what was paid for the days left is owed back.
    await pay(page, policy);
    await transact(page, policy.id, {
      type: "cancellation",
      reason: "insuredRequest",
      method: "proRata",
      effectiveDate: today,
    });
    const billing = await call<PolicyBilling>(page, "GET", `/api/policies/${policy.id}/billing`);
    const [refund] = billing.refunds;
    expect(refund).toMatchObject({ status: "due", amountCents: -billing.balanceCents });
    const amount = formatCents(refund!.amountCents);
    await page.reload();
    await expect(card.getByTestId("billing-balance")).toHaveText(`Credit ${amount}`);
    await expect(card.getByTestId("billing-refund")).toContainText("To pay by");

    // Refunds due, through the staff navigation's Billing menu.
    await openStaffScreen(page, "Refunds due", "Billing");
    await expect(page).toHaveURL(/\/policy\/billing\/refunds$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refunds due");
    const row = page.getByRole("row").filter({ hasText: policy.policyNumber });
    await expect(row).toContainText(amount);
    await expect(row).toContainText("To pay");
    await expectAccessible(page);

    await row.getByRole("button", { name: `Record as paid: ${amount} to ${policy.policyNumber}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading")).toHaveText(
      `Record the refund of ${amount} on ${policy.policyNumber} as paid`,
    );
    await expect(dialog.getByLabel("Date paid")).toHaveValue(today);
    // Nothing chosen: the form says what is missing, and sends nothing.
    await dialog.getByRole("button", { name: "Record as paid" }).click();
    await expect(dialog.getByText("Choose how the refund was paid.")).toBeVisible();
    await expect(dialog.getByLabel("Paid by")).toBeFocused();
    await expectAccessible(page);
    await dialog.getByLabel("Paid by").selectOption("check");
    await dialog.getByLabel("Reference").fill("Check 10442");
    await dialog.getByRole("button", { name: "Record as paid" }).click();
    const recorded = page.getByText(`The refund on ${policy.policyNumber} is recorded as paid.`);
    await expect(recorded).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Gone from those still to pay; listed among the paid ones, with how.
    await expect(page.getByRole("row").filter({ hasText: policy.policyNumber })).toHaveCount(0);
    await page.getByLabel("Show").selectOption("paid");
    await expect(page).toHaveURL(/status=paid/);
    await expect(row).toContainText(`by Check, reference Check 10442`);

    // The policy's billing shows it paid, and nothing is owed either way.
    await row.getByRole("link", { name: policy.policyNumber }).click();
    await expect(card.getByTestId("billing-refund")).toContainText("Paid");
    await expect(card.getByTestId("billing-refund")).toContainText("reference Check 10442");
    await expect(card.getByTestId("billing-balance")).toHaveText("Nothing due");
    await expect(page.getByTestId("ledger-balance")).toHaveText("Nothing due");

    // The premium report: the totals on screen are the API's, and the CSV downloads with its header row.
    await openStaffScreen(page, "Refunds due", "Billing");
    await page.getByRole("navigation", { name: "Billing" }).getByRole("link", { name: "Premium reports" }).click();
    await expect(page).toHaveURL(/\/policy\/billing\/reports$/);
    const report = await call<PremiumReport>(page, "GET", `/api/billing/reports/premium?asOf=${today}`);
    const line = report.policies.find((each) => each.policyId === policy.id)!;
    expect(line.earnedCents + line.unearnedCents).toBe(line.writtenCents);
    expect(line.unearnedCents).toBe(0);
    await expect(page.getByTestId("premium-totals-written")).toHaveText(formatCents(report.total.writtenCents));
    await expect(page.getByTestId("premium-totals-earned")).toHaveText(formatCents(report.total.earnedCents));
    await expect(page.getByTestId("premium-totals-unearned")).toHaveText(formatCents(report.total.unearnedCents));
    await expectAccessible(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV: Written, earned and unearned premium" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`premium-${today}.csv`);
    const lines = readFileSync((await file.path())!, "utf8")
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Policy number,Insured,Written premium (USD),Earned premium (USD),Unearned premium (USD)");
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(lines).toContain(
      `${policy.policyNumber},${policy.insuredName},${dollars(line.writtenCents)},${dollars(line.earnedCents)},0.00`,
    );

    // The delinquency list opens from the same section.
    await page.getByRole("navigation", { name: "Billing" }).getByRole("link", { name: "Delinquency" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delinquency");
    await expectAccessible(page);
  });

  test("a portal notification for a payment we never started is listed for staff to reconcile", async ({
    page,
    visit,
  }) => {
    // The payment portal's server tells us a payment of an id we never gave out failed.
    const notification: PaymentNotification = {
      eventId: `evt_${randomUUID()}`,
      paymentId: `pay_unknown_${randomUUID()}`,
      status: "failed",
      amountCents: 123_456,
      currency: "USD",
      occurredAt: new Date().toISOString(),
    };
    const body = JSON.stringify(notification);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const delivered = await page.request.post("/api/payments/notifications", {
      headers: {
        "content-type": "application/json",
        [notificationHeaderNames.timestamp]: timestamp,
        [notificationHeaderNames.signature]: notificationSignature(body, timestamp, portalSecret),
      },
      data: body,
    });
    expect(delivered.status(), await delivered.text()).toBe(202);

    // Staff find it from billing's section tabs, with what the portal said and why nothing was settled.
    await signInAs(page, "staff");
    await visit("/policy/billing/refunds");
    await page.getByRole("navigation", { name: "Billing" }).getByRole("link", { name: "Unmatched payments" }).click();
    await expect(page).toHaveURL(/\/policy\/billing\/unmatched-payments$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unmatched payments");
    const row = page.getByRole("row").filter({ hasText: notification.paymentId });
    await expect(row).toContainText(notification.eventId);
    await expect(row).toContainText("Failed");
    await expect(row).toContainText(formatCents(notification.amountCents));
    await expect(row).toContainText("Unknown payment: we started no payment with this id");
    await expectAccessible(page);
  });

  test("agents have no Billing item, and the billing screens tell them they are not for them", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "agent");
    await visit("/policy/billing/refunds");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not available to you");
    await expect(
      page.getByRole("navigation", { name: "Policy administration" }).getByRole("link", { name: "Billing" }),
    ).toHaveCount(0);
  });
});
