import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { auditLog, documents, policyTransactions } from "../../src/server/db/schema";
import { offerRenewals } from "../../src/server/modules/policy-transactions/policy-rounds";
import { createPolicyTransactionRepository } from "../../src/server/modules/policy-transactions/repository";
import { formatCents } from "../../src/shared/format";
import { parseMail } from "../support/mail-message";
import { pdfText } from "./support/pdf-text";
import { useApi, type ApiFixture } from "./support/api-fixture";
import { insertInsuredAccount, insertPolicy } from "./support/rows";

const today = todayInFlorida();

/** An active policy whose one-year term began `daysAgo` days ago, with an insured who has an e-mail. */
async function activePolicy(api: ApiFixture, { daysAgo = 100, premium = 3_650, agentId = null as string | null } = {}) {
  const insured = await insertInsuredAccount(api.db, {
    name: "Ana Ruiz",
    email: "ana.ruiz@example.com",
    language: "it",
  });
  const start = addDays(today, -daysAgo);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  return insertPolicy(api.db, {
    effectiveDate: start,
    expirationDate: end,
    premium,
    accountId: insured.id,
    agentId,
  });
}

describe("policy transactions", () => {
  const api = useApi({ mail: true });
  const users = api.loginEach({ staff: "staff", agent: "agent" });

  const quote = (policyId: string, body: object, who: "staff" | "agent" = "staff") =>
    api.call(users[who], "POST", `/api/policies/${policyId}/transactions`, body);
  const issue = (policyId: string, transactionId: string) =>
    api.call(users.staff, "POST", `/api/policies/${policyId}/transactions/${transactionId}/issue`);
  const read = (url: string) => api.call(users.staff, "GET", url);
  const ledger = async (policyId: string) => (await read(`/api/policies/${policyId}/ledger`)).json().data;

  it("quotes an endorsement to the cent, changes nothing until issued, then posts it, attaches its document and applies it", async () => {
    const policy = await activePolicy(api);
    const quoted = await quote(policy.id, { type: "endorsement", effectiveDate: today, changes: { premium: 4_015 } });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const transaction = quoted.json().data;
    const remaining = 365 - 100;
    expect(transaction).toMatchObject({
      type: "endorsement",
      status: "quoted",
      annualPremiumBefore: 3_650,
      annualPremiumAfter: 4_015,
      daysRemaining: remaining,
      premiumChangeCents: Math.round((36_500 * remaining) / 365),
    });
    expect(transaction.explanation).toContain("$4,015");
    expect((await ledger(policy.id)).balanceCents).toBe(365_000);

    const issued = await issue(policy.id, transaction.id);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ status: "issued", documentId: expect.any(String) as string });
    const after = await ledger(policy.id);
    expect(after.balanceCents).toBe(365_000 + transaction.premiumChangeCents);
    expect(after.entries.map((entry: { kind: string }) => entry.kind)).toEqual(["charge", "charge"]);
    expect((await read(`/api/policies/${policy.id}`)).json().data.premium).toBe(4_015);

    // The insured chose Italian: the e-mail is in Italian, with the amount to the cent.
    const mail = parseMail((await api.sink.waitFor("ana.ruiz@example.com")).raw);
    expect(mail.subject).toBe(`Appendice alla polizza ${policy.policyNumber} emessa`);
    expect(mail.part("text/plain")).toContain(formatCents(transaction.premiumChangeCents, "it"));

    const [document] = await api.db.select().from(documents).where(eq(documents.policyId, policy.id));
    expect(document).toMatchObject({ visibleToInsured: true, contentType: "application/pdf" });
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.entityId, transaction.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "policyTransaction.issue.endorsement",
      "policyTransaction.quote.endorsement",
    ]);
  });

  it("keeps an issued transaction final: issuing twice is a conflict and the database refuses to change it", async () => {
    const policy = await activePolicy(api);
    const { id } = (await quote(policy.id, { type: "endorsement", changes: { coverage: 600_000 } })).json().data;
    expect((await issue(policy.id, id)).statusCode).toBe(200);
    const again = await issue(policy.id, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/issued/);
    // Drizzle wraps the database's refusal: its words are the cause's.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "accepted",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    for (const change of [{ premiumChangeCents: 1 }, { note: "rewritten" }, { effectiveDate: "2020-01-01" }]) {
      expect(await refusal(api.db.update(policyTransactions).set(change).where(eq(policyTransactions.id, id)))).toMatch(
        /issued and cannot be changed/,
      );
    }
    expect(await refusal(api.db.delete(policyTransactions).where(eq(policyTransactions.id, id)))).toMatch(
      /cannot be deleted/,
    );
  });

  it("refuses a change dated before the latest issued one, and a stale quote", async () => {
    const policy = await activePolicy(api);
    const first = (
      await quote(policy.id, { type: "endorsement", effectiveDate: today, changes: { premium: 3_700 } })
    ).json().data;
    const second = (
      await quote(policy.id, { type: "endorsement", effectiveDate: today, changes: { premium: 3_800 } })
    ).json().data;
    await issue(policy.id, first.id);
    const stale = await issue(policy.id, second.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/quote it again/);
    const earlier = await quote(policy.id, {
      type: "endorsement",
      effectiveDate: addDays(today, -1),
      changes: { premium: 3_900 },
    });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toMatch(/out of sequence/);
  });

  it("cancels with Florida's notice, refunds pro rata, and reinstates with the refund reversed", async () => {
    const policy = await activePolicy(api, { daysAgo: 200 });
    const tooSoon = await quote(policy.id, {
      type: "cancellation",
      reason: "underwriting",
      note: "The roof inspection was not done.",
      effectiveDate: addDays(today, 30),
    });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().message).toMatch(/120 days' notice/);
    expect(tooSoon.json().errors[0].field).toBe("effectiveDate");

    const cancel = (
      await quote(policy.id, { type: "cancellation", reason: "insuredRequest", effectiveDate: today })
    ).json().data;
    expect(cancel.premiumChangeCents).toBe(-Math.round((365_000 * 165) / 365));
    await issue(policy.id, cancel.id);
    expect((await read(`/api/policies/${policy.id}`)).json().data.status).toBe("inactive");
    const endorse = await quote(policy.id, { type: "endorsement", changes: { premium: 1 } });
    expect(endorse.statusCode).toBe(409);

    const reinstate = (await quote(policy.id, { type: "reinstatement" })).json().data;
    expect(reinstate).toMatchObject({ effectiveDate: today, premiumChangeCents: -cancel.premiumChangeCents });
    await issue(policy.id, reinstate.id);
    expect((await read(`/api/policies/${policy.id}`)).json().data.status).toBe("active");
    expect((await ledger(policy.id)).balanceCents).toBe(365_000);
  });

  it("answers the policy as of a day", async () => {
    const policy = await activePolicy(api);
    const { id } = (
      await quote(policy.id, { type: "endorsement", effectiveDate: addDays(today, 10), changes: { premium: 5_000 } })
    ).json().data;
    await issue(policy.id, id);
    const asOf = async (date: string) => (await read(`/api/policies/${policy.id}/as-of?date=${date}`)).json().data;
    expect(await asOf(today)).toMatchObject({ status: "inForce", premium: 3_650 });
    const todays = (await read(`/api/policies/${policy.id}/as-of`)).json().data;
    expect(todays).toMatchObject({ date: today, premium: 3_650 });
    expect(await asOf(addDays(today, 10))).toMatchObject({ status: "inForce", premium: 5_000 });
    expect(await asOf(addDays(today, -101))).toMatchObject({ status: "notIssued" });
    // The row shows today's policy until the endorsement's day comes.
    expect((await read(`/api/policies/${policy.id}`)).json().data.premium).toBe(3_650);
  });

  it("writes an endorsement's before values from the latest issued change, even one not yet in effect", async () => {
    const policy = await activePolicy(api);
    const later = addDays(today, 10);
    const first = (
      await quote(policy.id, { type: "endorsement", effectiveDate: later, changes: { premium: 5_000 } })
    ).json().data;
    await issue(policy.id, first.id);
    const second = (
      await quote(policy.id, { type: "endorsement", effectiveDate: later, changes: { premium: 6_000 } })
    ).json().data;
    const issued = (await issue(policy.id, second.id)).json().data;
    const file = await read(`/api/documents/${issued.documentId}/download`);
    const text = pdfText(file.rawPayload).replace(/\s+/g, " ");
    // The insured reads Italian: "Premio annuo | Prima 5000 USD | Dopo 6000 USD", nothing of the 3650 the row still shows.
    expect(text).toContain("Premio annuo 5000 USD 6000 USD");
    expect(text).not.toContain("3650");
  });

  it("lets agents act only on their own policies", async () => {
    const policy = await activePolicy(api);
    const answer = await quote(policy.id, { type: "endorsement", changes: { premium: 4_000 } }, "agent");
    expect(answer.statusCode).toBe(404);
  });

  it("issues new business for a draft, which makes it active with its first charge", async () => {
    const created = await api.call(users.staff, "POST", "/api/policies", {
      policyType: "Property",
      insuredName: "Gulf Breeze Homes LLC",
      effectiveDate: addDays(today, 5),
      expirationDate: addDays(today, 370),
      premium: 2_400,
      coverage: 350_000,
    });
    const policy = created.json().data;
    expect(policy.status).toBe("draft");
    const quoted = (await quote(policy.id, { type: "newBusiness" })).json().data;
    expect(quoted).toMatchObject({ annualPremiumBefore: 0, annualPremiumAfter: 2_400, premiumChangeCents: 240_000 });
    await issue(policy.id, quoted.id);
    expect((await read(`/api/policies/${policy.id}`)).json().data.status).toBe("active");
    expect((await ledger(policy.id)).balanceCents).toBe(240_000);
    const patch = await api.call(users.staff, "PATCH", `/api/policies/${policy.id}`, { premium: 2_500 });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toMatch(/endorsement/);
  });

  it("answers refusals in Italian for an Italian caller", async () => {
    const policy = await activePolicy(api);
    const answer = await api.call(
      users.staff,
      "POST",
      `/api/policies/${policy.id}/transactions`,
      { type: "cancellation", reason: "nonPayment", note: "Rata non pagata.", effectiveDate: today },
      { headers: { "accept-language": "it" } },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/Questo viola la regola: .*10 giorni/);
  });

  describe("the policy rounds", () => {
    const serviceOn = (day: string) => api.servicesOn(day).policyTransactions;

    it("offers renewal once to a term ending within the window, at the current premium", async () => {
      const due = await activePolicy(api, { daysAgo: 365 - 50 });
      await activePolicy(api, { daysAgo: 100 });
      const run = () =>
        offerRenewals(serviceOn(today), createPolicyTransactionRepository(api.db), {
          rules: api.app.company.policyRules,
          today,
        });
      expect(await run()).toEqual({ offered: 1, skipped: 0 });
      expect(await run()).toEqual({ offered: 0, skipped: 0 });
      const [renewal] = (await read(`/api/policies/${due.id}/transactions`)).json().data;
      expect(renewal).toMatchObject({
        type: "renewal",
        status: "issued",
        termStart: due.expirationDate,
        premiumChangeCents: 365_000,
      });
      expect((await ledger(due.id)).balanceCents).toBe(730_000);
    });

    it("lets two instances offer renewals at once, each taking its own policies", async () => {
      for (let index = 0; index < 5; index += 1) await activePolicy(api, { daysAgo: 365 - 50 - index });
      const instance = () =>
        offerRenewals(serviceOn(today), createPolicyTransactionRepository(api.db), {
          rules: api.app.company.policyRules,
          today,
          batch: 2,
        });
      const rounds = await Promise.all([instance(), instance()]);
      expect(rounds.reduce((total, round) => total + round.offered, 0)).toBe(5);
      expect(rounds.reduce((total, round) => total + round.skipped, 0)).toBe(0);
      const renewals = await api.db.select().from(policyTransactions).where(eq(policyTransactions.type, "renewal"));
      expect(renewals.map((row) => row.status)).toEqual(Array(5).fill("issued"));
    });

    it("applies a change on its day and expires a policy whose last term has ended", async () => {
      const policy = await activePolicy(api);
      const { id } = (
        await quote(policy.id, { type: "endorsement", effectiveDate: addDays(today, 3), changes: { premium: 4_000 } })
      ).json().data;
      await issue(policy.id, id);
      const ended = await activePolicy(api, { daysAgo: 366 });
      expect(await serviceOn(addDays(today, 2)).applyDue()).toEqual({ applied: 0, expired: 1 });
      expect(await serviceOn(addDays(today, 3)).applyDue()).toEqual({ applied: 1, expired: 0 });
      expect((await read(`/api/policies/${policy.id}`)).json().data.premium).toBe(4_000);
      expect((await read(`/api/policies/${ended.id}`)).json().data.status).toBe("inactive");
    });
  });
});
