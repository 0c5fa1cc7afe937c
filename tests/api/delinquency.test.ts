import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, policies, policyTransactions } from "../../src/server/db/schema";
import { outcomeSignature } from "../../src/server/payments/signed-reference";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { useApi } from "./support/api-fixture";
import { insertInsuredAccount, insertPolicy } from "./support/rows";

const today = todayInFlorida();
const hostedSecret = "a-secret-shared-with-the-hosted-portal-0123456789";

describe("delinquency", () => {
  const api = useApi({
    mail: true,
    config: { paymentPortal: { kind: "hosted", url: "https://pay.example.com/checkout", secret: hostedSecret } },
  });
  const users = api.loginEach({ staff: "staff" });
  const call = (method: "GET" | "POST", url: string, body?: object) => api.call(users.staff, method, url, body);

  /** The services as they run on `day`: the policy rounds and the delinquency round of one instance. */
  function on(day: string) {
    const services = api.servicesOn(day);
    return { transactions: services.policyTransactions, delinquency: services.delinquency };
  }

  /** A 4-pay policy issued today, nothing paid yet: its first installment is due today. */
  async function fourPayPolicy(name = "Ana Ruiz", email = "ana.ruiz@example.com", termDays = 365) {
    const insured = await insertInsuredAccount(api.db, { name, email });
    const policy = (
      await call("POST", "/api/policies", {
        policyType: "Workers Compensation",
        insuredName: name,
        effectiveDate: today,
        expirationDate: addDays(today, termDays),
        premium: 2_400,
        coverage: 350_000,
        accountId: insured.id,
      })
    ).json().data;
    const quoted = (
      await call("POST", `/api/policies/${policy.id}/transactions`, {
        type: "newBusiness",
        changes: { paymentPlan: "fourPay" },
      })
    ).json().data;
    await call("POST", `/api/policies/${policy.id}/transactions/${quoted.id}/issue`);
    return { ...policy, insuredEmail: insured.email! };
  }

  const nonPaymentCancellations = (policyId: string) =>
    api.db
      .select()
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.policyId, policyId),
          eq(policyTransactions.type, "cancellation"),
          eq(policyTransactions.status, "issued"),
        ),
      );
  const reinstatementsOf = (policyId: string) =>
    api.db
      .select()
      .from(policyTransactions)
      .where(and(eq(policyTransactions.policyId, policyId), eq(policyTransactions.type, "reinstatement")));
  const statusOf = async (policyId: string) =>
    (await api.db.select().from(policies).where(eq(policies.id, policyId)))[0]!.status;

  it("sends the notice of cancellation for non-payment once, the day after an installment is missed, even from two instances", async () => {
    const policy = await fourPayPolicy();
    // A policy written before billing, its premium unpaid since June: nobody told its insured a due date, so no notice.
    await insertPolicy(api.db, { effectiveDate: "2026-06-01", expirationDate: "2027-06-01" });
    expect((await on(today).delinquency.run()).noticed).toBe(0);

    const nextDay = addDays(today, 1);
    const rounds = await Promise.all([on(nextDay).delinquency.run(), on(nextDay).delinquency.run()]);
    expect(rounds.reduce((sum, round) => sum + round.noticed, 0)).toBe(1);
    const [cancellation] = await nonPaymentCancellations(policy.id);
    expect(cancellation).toMatchObject({ reason: "nonPayment", effectiveDate: addDays(nextDay, 10) });
    expect((await on(nextDay).delinquency.run()).noticed).toBe(0);

    const notices = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, policy.insuredEmail));
    const notice = notices.find((mail) => /cancel/i.test(mail.subject));
    expect(notice?.textBody).toContain(`will be cancelled for non-payment of premium on`);
    expect(notice?.textBody).toContain("/pay-policy");

    // Unpaid on its day: the policy rounds cancel it.
    const effective = addDays(nextDay, 10);
    await on(effective).transactions.applyDue();
    expect(await statusOf(policy.id)).toBe("inactive");
  });

  it("works through every late policy in one round, batch after batch", async () => {
    const late = [await fourPayPolicy(), await fourPayPolicy("Luis Gómez", "luis.gomez@example.com")];
    const round = await on(addDays(today, 1)).delinquency.run(1);
    expect(round).toMatchObject({ noticed: 2, refused: 0 });
    for (const policy of late) expect(await nonPaymentCancellations(policy.id)).toHaveLength(1);
  });

  it("counts the late policies the rules refuse a notice by reason, and tries them again next round", async () => {
    // A term that ends before a notice given now could take effect: no cancellation, the term runs out.
    const policy = await fourPayPolicy("Mae Chen", "mae.chen@example.com", 20);
    const late = on(addDays(today, 15)).delinquency;
    const expected = { noticed: 0, refused: 1, refusedBecause: { "transaction.outsideTerm": 1 } };
    expect(await late.run()).toMatchObject(expected);
    expect(await late.run()).toMatchObject(expected);
    expect(await nonPaymentCancellations(policy.id)).toHaveLength(0);
  });

  /** Pays on the public payment page through the hosted portal's signed return; answers the amount asked. */
  async function payAsked(policy: { insuredEmail: string; policyNumber: string }) {
    const started = await api.call("anonymous", "POST", "/api/payments", {
      insuredEmail: policy.insuredEmail,
      policyNumber: policy.policyNumber,
    });
    expect(started.statusCode, started.body).toBe(201);
    const ref = new URL(started.json().data.redirectUrl).searchParams.get("ref")!;
    const sig = outcomeSignature(ref, "completed", hostedSecret);
    expect(
      (await api.call("anonymous", "POST", "/api/payments/confirm", { ref, status: "completed", sig })).statusCode,
    ).toBe(200);
    return started.json().data.amountDue as number;
  }

  it("reinstates a policy cancelled for non-payment once the missed installment is paid within the window", async () => {
    const policy = await fourPayPolicy();
    const nextDay = addDays(today, 1);
    await on(nextDay).delinquency.run();
    const effective = addDays(nextDay, 10);
    await on(effective).transactions.applyDue();
    expect(await statusOf(policy.id)).toBe("inactive");
    // The page asks for the missed installment, not just the premium earned until the cancellation.
    expect(await payAsked(policy)).toBe(960);
    // The payment's settlement reinstated it at once (effective the cancellation's day; the round applies it).
    expect(await reinstatementsOf(policy.id)).toHaveLength(1);
    expect(await on(addDays(effective, 1)).delinquency.afterPayment(policy.id)).toBe(false);
    await on(addDays(effective, 1)).transactions.applyDue();
    expect(await statusOf(policy.id)).toBe("active");
    const billing = (await call("GET", `/api/policies/${policy.id}/billing`)).json().data;
    // Installment 1 paid; the rest of the year billed again on the installments still to come.
    expect(billing.invoices[0]).toMatchObject({ status: "paid", premiumCents: 96_000 });
    expect(billing.balanceCents).toBe(billing.payInFullCents);
    expect(billing.refunds.every((refund: { status: string }) => refund.status === "withdrawn")).toBe(true);
  });

  it("rescinds the notice when the payment arrives before the cancellation's day: no gap in cover", async () => {
    const policy = await fourPayPolicy();
    const nextDay = addDays(today, 1);
    await on(nextDay).delinquency.run();
    expect(await nonPaymentCancellations(policy.id)).toHaveLength(1);

    expect(await payAsked(policy)).toBe(960);
    const reinstatements = await reinstatementsOf(policy.id);
    expect(reinstatements).toHaveLength(1);
    expect(reinstatements[0]!.effectiveDate).toBe(addDays(nextDay, 10));
    // Both take effect on the same day, the reinstatement last: the policy stays in force.
    await on(addDays(nextDay, 10)).transactions.applyDue();
    expect(await statusOf(policy.id)).toBe("active");
    // Nothing is past due any more: no new notice.
    expect((await on(addDays(nextDay, 11)).delinquency.run()).noticed).toBe(0);
  });
});
