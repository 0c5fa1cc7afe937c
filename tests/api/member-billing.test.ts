import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, payments } from "../../src/server/db/schema";
import { outcomeSignature, readReference } from "../../src/server/payments/signed-reference";
import { formatsFor } from "../../src/server/texts/formats";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { Language } from "../../src/shared/constants";
import { formatCents } from "../../src/shared/format";
import { demoUser, useApi, type TestUser } from "./support/api-fixture";
import { pdfText } from "./support/pdf-text";
import { insertInsuredAccount } from "./support/rows";

const today = todayInFlorida();
const hostedSecret = "a-secret-shared-with-the-hosted-portal-0123456789";
/** Text as a reader follows it: a wrapped line joins the next with a space (non-breaking spaces included). */
const flat = (text: string) => text.replace(/\s+/g, " ");

/**
 * The member's Billing section through the API. The member
 * sees the billing of their own policy only, starts paying the next
 * installment or everything open at the amounts the bill says, downloads a
 * completed payment's receipt in their language and chooses the plan of the
 * next term.
 */
describe("the member's billing", () => {
  const api = useApi({
    mail: true,
    config: { paymentPortal: { kind: "hosted", url: "https://pay.example.com/checkout", secret: hostedSecret } },
  });
  const as = api.loginEach({ staff: "staff", member: demoUser.member });
  let own: { id: string; policyNumber: string };
  let other: { id: string; policyNumber: string };

  /** A policy of the insured with this e-mail, issued as new business on `plan` from today, for $2,400 a year. */
  async function issuedOn(plan: string, name: string, email: string) {
    const insured = await insertInsuredAccount(api.db, { name, contactName: name, email });
    const created = await api.call(as.staff, "POST", "/api/policies", {
      policyType: "Workers Compensation",
      insuredName: name,
      effectiveDate: today,
      expirationDate: addDays(today, 365),
      premium: 2_400,
      coverage: 350_000,
      accountId: insured.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const policy = created.json().data as { id: string; policyNumber: string };
    const quoted = await api.call(as.staff, "POST", `/api/policies/${policy.id}/transactions`, {
      type: "newBusiness",
      changes: { paymentPlan: plan },
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const issued = await api.call(
      as.staff,
      "POST",
      `/api/policies/${policy.id}/transactions/${quoted.json().data.id}/issue`,
    );
    expect(issued.statusCode, issued.body).toBe(200);
    return policy;
  }

  const billingOf = (who: TestUser, policyId: string) =>
    api.call(who, "GET", `/api/member/policies/${policyId}/billing`);
  const startPaying = (policyId: string, portion: string, language: Language = "en") =>
    api.call(
      as.member,
      "POST",
      `/api/member/policies/${policyId}/payments`,
      { portion },
      {
        headers: { "accept-language": language },
      },
    );
  const receiptOf = (policyId: string, paymentId: string, language: Language = "en") =>
    api.call(as.member, "GET", `/api/member/policies/${policyId}/payments/${paymentId}/receipt`, undefined, {
      headers: { "accept-language": language },
    });

  /** The portal's signed "completed" for a started payment, as the payer's browser brings it back. */
  async function complete(redirectUrl: string) {
    const ref = new URL(redirectUrl).searchParams.get("ref")!;
    const sig = outcomeSignature(ref, "completed", hostedSecret);
    const confirmed = await api.call("anonymous", "POST", "/api/payments/confirm", { ref, status: "completed", sig });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return readReference(ref, hostedSecret)!.paymentId;
  }

  beforeEach(async () => {
    own = await issuedOn("fourPay", "Morgan Member", "member@example.com");
    other = await issuedOn("fourPay", "Robert Tran", "robert.tran@example.com");
  });

  it("shows the member their own policy's plan and schedule, and nothing of another insured's", async () => {
    const answer = await billingOf(as.member, own.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const billing = answer.json().data;
    expect(billing).toMatchObject({
      policyNumber: own.policyNumber,
      plan: "fourPay",
      nextPlan: null,
      next: { dueOn: today, amountCents: 96_000 },
      payInFullCents: 240_900,
      payments: [],
      refunds: [],
    });
    expect(
      billing.invoices.map((invoice: { number: string; status: string }) => [invoice.number, invoice.status]),
    ).toEqual([1, 2, 3, 4].map((installment) => [`INV-${own.policyNumber}-1-${installment}`, "open"]));

    for (const [method, path, body] of [
      ["GET", "/billing", undefined],
      ["PUT", "/renewal-plan", { plan: "monthly" }],
      ["POST", "/payments", { portion: "next" }],
    ] as const) {
      const refused = await api.call(as.member, method, `/api/member/policies/${other.id}${path}`, body);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json().message).toBe("The requested policy could not be found.");
    }
    // Staff see the other policy's billing: the 404 was about whose policy it is, not about the policy.
    expect((await api.call(as.staff, "GET", `/api/policies/${other.id}/billing`)).statusCode).toBe(200);
    const started = await api.db.select().from(payments).where(eq(payments.policyId, other.id));
    expect(started).toEqual([]);
  });

  it("starts paying the next installment, then everything open, at the amounts the bill says", async () => {
    const next = await startPaying(own.id, "next");
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().message).toBe("Redirecting to secure payment portal...");
    expect(next.json().data).toMatchObject({ amountDue: 960, reference: expect.stringMatching(/^PAY-/) });
    const redirect = new URL(next.json().data.redirectUrl);
    expect(redirect.origin + redirect.pathname).toBe("https://pay.example.com/checkout");
    expect(readReference(redirect.searchParams.get("ref")!, hostedSecret)).toMatchObject({
      amountCents: 96_000,
      currency: "USD",
    });

    // Started, not paid: the bill is unchanged, so "full" is still everything, the first installment included.
    const full = await startPaying(own.id, "full", "it");
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().message).toBe("Reindirizzamento al portale di pagamento sicuro...");
    expect(full.json().data.amountDue).toBe(2_409);
    const [row] = await api.db.select().from(payments).where(eq(payments.reference, full.json().data.reference));
    expect(row).toMatchObject({
      amountCents: 240_900,
      status: "started",
      payerEmail: "member@example.com",
      language: "it",
    });

    // The first installment paid, the next is the second (its $3 fee included) and in full is what is left.
    await complete(next.json().data.redirectUrl);
    const billing = (await billingOf(as.member, own.id)).json().data;
    expect(billing.invoices.map((invoice: { status: string }) => invoice.status)).toEqual([
      "paid",
      "open",
      "open",
      "open",
    ]);
    expect((await startPaying(own.id, "next")).json().data.amountDue).toBe(483);
    const rest = await startPaying(own.id, "full");
    expect(rest.json().data.amountDue).toBe(1_449);
    await complete(rest.json().data.redirectUrl);

    for (const portion of ["next", "full"]) {
      const nothing = await startPaying(own.id, portion);
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().message).toBe("Nothing is due on this policy right now.");
    }
    expect((await startPaying(own.id, "half")).statusCode).toBe(400);
  });

  it("asks for what keeps the policy once it is cancelled for non-payment, as the public payment page does", async () => {
    const nextDay = addDays(today, 1);
    await api.servicesOn(nextDay).delinquency.run();
    const effective = addDays(nextDay, 10);
    await api.servicesOn(effective).policyTransactions.applyDue();
    // The missed installment, not the premium earned until the cancellation the bill now shows.
    const billing = (await billingOf(as.member, own.id)).json().data;
    expect(billing.next.amountCents).not.toBe(96_000);
    const next = await startPaying(own.id, "next");
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.amountDue).toBe(960);
  });

  it("answers a completed payment's receipt as a PDF in the member's language, naming the invoices it paid", async () => {
    const first = await startPaying(own.id, "next");
    const firstId = await complete(first.json().data.redirectUrl);
    const rest = await startPaying(own.id, "full");
    const restId = await complete(rest.json().data.redirectUrl);
    const [paid] = await api.db.select().from(payments).where(eq(payments.id, restId));

    const english = await receiptOf(own.id, restId);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers["content-type"]).toBe("application/pdf");
    expect(english.headers["content-disposition"]).toContain(`attachment; filename="receipt-${paid!.reference}.pdf"`);
    expect(english.headers["cache-control"]).toBe("private, no-store");
    const text = flat(pdfText(english.rawPayload));
    for (const fact of [
      "Payment receipt",
      `Payment reference ${paid!.reference}`,
      `Policy number ${own.policyNumber}`,
      "Named insured Morgan Member",
      `Date paid ${formatsFor("en").dayOf(paid!.completedAt!)}`,
      `Amount paid ${formatCents(144_900, "en")}`,
      "What it paid",
      ...[2, 3, 4].map((installment) => `INV-${own.policyNumber}-1-${installment}`),
      formatCents(48_300, "en"),
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain(`INV-${own.policyNumber}-1-1`);
    expect(text).not.toContain("Credit on the policy");

    const italian = flat(pdfText((await receiptOf(own.id, firstId, "it")).rawPayload));
    const [firstRow] = await api.db.select().from(payments).where(eq(payments.id, firstId));
    for (const fact of [
      "Ricevuta di pagamento",
      `Riferimento del pagamento ${firstRow!.reference}`,
      `Numero di polizza ${own.policyNumber}`,
      "Assicurato Morgan Member",
      `Data del pagamento ${formatsFor("it").dayOf(firstRow!.completedAt!)}`,
      flat(`Importo pagato ${formatCents(96_000, "it")}`),
      "Che cosa ha pagato",
      `INV-${own.policyNumber}-1-1`,
    ]) {
      expect(italian).toContain(fact);
    }
    for (const english of ["Payment receipt", "Amount paid", "Policy number", "What it paid"]) {
      expect(italian).not.toContain(english);
    }
    expect(italian).not.toContain(`INV-${own.policyNumber}-1-2`);
  });

  it("has no receipt for a payment not completed, unknown, or on another insured's policy", async () => {
    const started = (await startPaying(own.id, "next")).json().data;
    const [row] = await api.db.select().from(payments).where(eq(payments.reference, started.reference));
    const open = await receiptOf(own.id, row!.id);
    expect(open.statusCode).toBe(404);
    expect(open.json().message).toBe(
      "There is no receipt for this payment: only a completed payment of your policy has one.",
    );
    expect((await receiptOf(own.id, "no-such-payment")).statusCode).toBe(404);
    const paidId = await complete(started.redirectUrl);
    expect((await receiptOf(own.id, paidId)).statusCode).toBe(200);
    // The payment is the member's, but not on the policy asked for.
    const elsewhere = await receiptOf(other.id, paidId);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe("The requested policy could not be found.");
    const second = (await startPaying(own.id, "next")).json().data;
    const [secondRow] = await api.db.select().from(payments).where(eq(payments.reference, second.reference));
    const italian = await receiptOf(own.id, secondRow!.id, "it");
    expect(italian.statusCode).toBe(404);
    expect(italian.json().message).toMatch(/^Non c'è una ricevuta/);
  });

  it("changes the plan of the next term, says so in the member's language and audits it", async () => {
    const saved = await api.call(as.member, "PUT", `/api/member/policies/${own.id}/renewal-plan`, { plan: "monthly" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Your payment plan for the next term is saved.");
    expect(saved.json().data).toMatchObject({ plan: "fourPay", nextPlan: "monthly" });
    expect((await billingOf(as.member, own.id)).json().data.nextPlan).toBe("monthly");
    const [audited] = await api.db.select().from(auditLog).where(eq(auditLog.action, "billing.renewalPlan"));
    expect(audited).toMatchObject({ actor: as.member.id, after: { plan: "monthly" } });

    const italian = await api.call(
      as.member,
      "PUT",
      `/api/member/policies/${own.id}/renewal-plan`,
      { plan: "fourPay" },
      { headers: { "accept-language": "it" } },
    );
    expect(italian.json().message).toBe("Il piano di pagamento per il prossimo periodo è salvato.");
    // Back to the current plan: nothing differs, so no next plan shows.
    expect(italian.json().data.nextPlan).toBeNull();
    const refused = await api.call(as.member, "PUT", `/api/member/policies/${own.id}/renewal-plan`, { plan: "weekly" });
    expect(refused.statusCode).toBe(400);
  });
});
