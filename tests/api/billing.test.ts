import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, invoices } from "../../src/server/db/schema";
import { outcomeSignature } from "../../src/server/payments/signed-reference";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { addFloridaBusinessDays } from "../../src/shared/florida-business-days";
import { useApi } from "./support/api-fixture";
import { insertInsuredAccount } from "./support/rows";

const today = todayInFlorida();
const hostedSecret = "a-secret-shared-with-the-hosted-portal-0123456789";

describe("billing", () => {
  const api = useApi({
    mail: true,
    config: { paymentPortal: { kind: "hosted", url: "https://pay.example.com/checkout", secret: hostedSecret } },
  });
  const users = api.loginEach({ staff: "staff", agent: "agent" });
  const call = (method: "GET" | "POST" | "PATCH", url: string, body?: object) =>
    api.call(users.staff, method, url, body);
  const billingOf = async (policyId: string) => (await call("GET", `/api/policies/${policyId}/billing`)).json().data;
  const ledgerOf = async (policyId: string) => (await call("GET", `/api/policies/${policyId}/ledger`)).json().data;

  /** A draft policy issued as new business on `plan`, starting today, for $2,400.01 a year. */
  async function issuedOn(plan: string, premium = 2_400) {
    const insured = await insertInsuredAccount(api.db, { name: "Ana Ruiz", email: "ana.ruiz@example.com" });
    const created = await call("POST", "/api/policies", {
      policyType: "Workers Compensation",
      insuredName: "Ana Ruiz",
      effectiveDate: today,
      expirationDate: addDays(today, 365),
      premium,
      coverage: 350_000,
      accountId: insured.id,
    });
    const policy = created.json().data;
    const quoted = await call("POST", `/api/policies/${policy.id}/transactions`, {
      type: "newBusiness",
      changes: { paymentPlan: plan },
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const issued = await call("POST", `/api/policies/${policy.id}/transactions/${quoted.json().data.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    return { ...policy, insuredEmail: insured.email! };
  }

  async function transact(policyId: string, body: object) {
    const quoted = await call("POST", `/api/policies/${policyId}/transactions`, body);
    expect(quoted.statusCode, quoted.body).toBe(201);
    const issued = await call("POST", `/api/policies/${policyId}/transactions/${quoted.json().data.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json().data;
  }

  /** Pays `cents` through the payment portal's signed return, as a payer would. */
  async function pay(policy: { policyNumber: string; insuredEmail: string }) {
    const started = await api.call("anonymous", "POST", "/api/payments", {
      insuredEmail: policy.insuredEmail,
      policyNumber: policy.policyNumber,
    });
    expect(started.statusCode, started.body).toBe(201);
    const ref = new URL(started.json().data.redirectUrl).searchParams.get("ref")!;
    const sig = outcomeSignature(ref, "completed", hostedSecret);
    const confirmed = await api.call("anonymous", "POST", "/api/payments/confirm", { ref, status: "completed", sig });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return started.json().data.amountDue as number;
  }

  it("offers the company's plans to anyone, as the company facts say", async () => {
    const answer = await api.program(null, "GET", "/api/billing/plans");
    expect(answer.statusCode).toBe(200);
    const plans = answer.json().data;
    expect(plans.map((offer: { plan: string }) => offer.plan)).toEqual(["full", "twoPay", "fourPay", "monthly"]);
    expect(plans[2]).toEqual({
      plan: "fourPay",
      installments: [
        { sharePercent: 40, monthsAfterStart: 0 },
        { sharePercent: 20, monthsAfterStart: 3 },
        { sharePercent: 20, monthsAfterStart: 6 },
        { sharePercent: 20, monthsAfterStart: 9 },
      ],
      installmentFeeCents: 300,
    });
    expect(plans[3].installments[0]).toEqual({ sharePercent: 8.33, monthsAfterStart: 0 });
  });

  it("bills a 4-pay plan 40/20/20/20 with the installment fee, equal to the ledger", async () => {
    const policy = await issuedOn("fourPay");
    const billing = await billingOf(policy.id);
    expect(billing.plan).toBe("fourPay");
    expect(
      billing.invoices.map((invoice: { premiumCents: number; feeCents: number }) => [
        invoice.premiumCents,
        invoice.feeCents,
      ]),
    ).toEqual([
      [96_000, 0],
      [48_000, 300],
      [48_000, 300],
      [48_000, 300],
    ]);
    expect(billing.invoices[0]).toMatchObject({
      dueOn: today,
      status: "open",
      number: `INV-${policy.policyNumber}-1-1`,
    });
    expect(billing.next).toMatchObject({ dueOn: today, amountCents: 96_000 });
    expect(billing.payInFullCents).toBe(240_900);
    expect(billing.balanceCents).toBe(240_900);
    expect((await ledgerOf(policy.id)).balanceCents).toBe(240_900);
  });

  it("spreads an endorsement over the installments still to pay, and a payment pays the oldest first", async () => {
    const policy = await issuedOn("twoPay");
    const paid = await pay(policy);
    expect(paid).toBe(2_400);
    let billing = await billingOf(policy.id);
    expect(billing.invoices.map((invoice: { status: string }) => invoice.status)).toEqual(["paid", "paid"]);
    // A year's $365 more from the term's first day: $365 spread over the second installment only (not yet due).
    await transact(policy.id, { type: "endorsement", effectiveDate: today, changes: { premium: 2_765 } });
    billing = await billingOf(policy.id);
    expect(
      billing.invoices.map((invoice: { premiumCents: number; paidCents: number }) => [
        invoice.premiumCents,
        invoice.paidCents,
      ]),
    ).toEqual([
      [144_000, 144_000],
      [132_500, 96_000],
    ]);
    expect(billing.balanceCents).toBe(36_500);
    expect(billing.next).toMatchObject({ amountCents: 36_500 });
  });

  it("turns a cancellation's return of premium into a refund due in 15 Florida business days, which staff record as paid", async () => {
    const policy = await issuedOn("full");
    await pay(policy);
    await transact(policy.id, {
      type: "cancellation",
      reason: "insuredRequest",
      method: "proRata",
      effectiveDate: addDays(today, 1),
    });
    const billing = await billingOf(policy.id);
    const [refund] = billing.refunds;
    expect(refund).toMatchObject({ status: "due", dueBy: addFloridaBusinessDays(today, 15), overdue: false });
    expect(refund.amountCents).toBe(-billing.balanceCents);

    const list = (await call("GET", "/api/refunds")).json().data;
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([refund.id]);
    const agentList = await api.call(users.agent, "GET", "/api/refunds");
    expect(agentList.statusCode).toBe(403);

    const missing = await call("PATCH", `/api/refunds/${refund.id}`, {
      status: "paid",
      method: "check",
      paidOn: today,
    });
    expect(missing.statusCode).toBe(400);
    const paid = await call("PATCH", `/api/refunds/${refund.id}`, {
      status: "paid",
      method: "check",
      reference: "Check 10442",
      paidOn: today,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: "paid", method: "check", reference: "Check 10442" });
    expect((await billingOf(policy.id)).balanceCents).toBe(0);
    expect((await ledgerOf(policy.id)).balanceCents).toBe(0);
    const again = await call("PATCH", `/api/refunds/${refund.id}`, {
      status: "paid",
      method: "ach",
      reference: "x",
      paidOn: today,
    });
    expect(again.statusCode).toBe(409);
    const audited = await api.db.select().from(auditLog).where(eq(auditLog.action, "refund.pay"));
    expect(audited).toHaveLength(1);
  });

  it("holds a refund of $5 or less until the insured asks, and a reinstatement withdraws the refund its cancellation made", async () => {
    const policy = await issuedOn("full", 1_460);
    await pay(policy);
    // Cancelled with one day left of 365: $4.00 back.
    await transact(policy.id, {
      type: "cancellation",
      reason: "insuredRequest",
      method: "proRata",
      effectiveDate: addDays(today, 364),
    });
    let [refund] = (await billingOf(policy.id)).refunds;
    expect(refund).toMatchObject({ status: "held", amountCents: 400 });
    expect((await call("GET", "/api/refunds?status=held")).json().data.items).toHaveLength(1);
    const asked = await call("PATCH", `/api/refunds/${refund.id}`, { status: "due" });
    expect(asked.json().data).toMatchObject({ status: "due", requestedByInsured: true });

    await transact(policy.id, { type: "reinstatement" });
    [refund] = (await billingOf(policy.id)).refunds;
    expect(refund.status).toBe("withdrawn");
    expect((await billingOf(policy.id)).balanceCents).toBe(0);
  });

  it("refuses a payment plan on an endorsement, and lets the agent read only their own policies' billing", async () => {
    const policy = await issuedOn("monthly");
    expect((await billingOf(policy.id)).invoices).toHaveLength(12);
    const refused = await call("POST", `/api/policies/${policy.id}/transactions`, {
      type: "endorsement",
      changes: { paymentPlan: "full" },
    });
    expect(refused.statusCode).toBe(422);
    expect((await api.call(users.agent, "GET", `/api/policies/${policy.id}/billing`)).statusCode).toBe(404);
    const stored = await api.db.select().from(invoices).where(eq(invoices.policyId, policy.id));
    expect(stored.reduce((sum, invoice) => sum + invoice.premiumCents, 0)).toBe(240_000);
  });
});
