import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { policyLedgerEntries } from "../../src/server/db/schema";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { useApi, type ApiFixture } from "./support/api-fixture";
import { insertClaim, insertInsuredAccount, insertPolicy } from "./support/rows";

const today = todayInFlorida();
const hours = 3_600_000;

/** An active policy in its 200th day (past the new-policy window), unpaid since its first day unless paid. */
async function activePolicy(api: ApiFixture, agentId: string | null = null) {
  const insured = await insertInsuredAccount(api.db, { name: "Rosa Neri", email: "rosa.neri@example.com" });
  const start = addDays(today, -200);
  return insertPolicy(api.db, {
    effectiveDate: start,
    expirationDate: `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`,
    premium: 3_650,
    accountId: insured.id,
    agentId,
  });
}

/**
 * Florida's rules on the transaction API (decision 0048): reasons checked against the policy's billing and the
 * statute's list, underwriting authority, the storm moratorium read from the claims and catastrophes, the binding
 * suspension, and the insured's protections, each refusal naming its rule in the caller's language.
 */
describe("Florida's rules, enforced", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: "agent" });
  const quote = (policyId: string, body: object, who: "staff" | "agent" = "staff", language = "en") =>
    api.call(as[who], "POST", `/api/policies/${policyId}/transactions`, body, {
      headers: { "accept-language": language },
    });

  // Paid in full at the counter: the ledger billing reads takes the payment.
  const pay = (policyId: string) =>
    api.db.insert(policyLedgerEntries).values({
      id: randomUUID(),
      policyId,
      kind: "payment",
      amountCents: -365_000,
      postedOn: today,
    });

  it("refuses non-payment on a policy paid to date, and takes it on one with an installment past due", async () => {
    const unpaid = await activePolicy(api);
    const paid = await activePolicy(api);
    await pay(paid.id);
    const body = { type: "cancellation", reason: "nonPayment", note: "Premium unpaid." };
    const refused = await quote(paid.id, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ field: "reason", message: expect.stringMatching(/paid to date/) });
    const taken = await quote(unpaid.id, body);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data).toMatchObject({ reason: "nonPayment", effectiveDate: addDays(today, 10) });
  });

  it("takes only the statute's reasons after the new-policy window, each with its reason in words", async () => {
    const policy = await activePolicy(api);
    const other = await quote(policy.id, { type: "cancellation", reason: "other", note: "Appetite changed." });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(
      /first 90 days .* substantial change in the risk \(s\. 627\.4133\(2\)\(a\)3\./,
    );
    const silent = await quote(policy.id, { type: "cancellation", reason: "substantialChangeInRisk" });
    expect(silent.json().errors[0].field).toBe("note");
    const italian = await quote(policy.id, { type: "nonRenewal" }, "staff", "it");
    expect(italian.json().message).toMatch(/Scrivi il motivo a parole/);
  });

  it("leaves company cancellations, non-renewals and reinstatements to underwriting staff, not agents", async () => {
    const policy = await activePolicy(api, as.agent.id);
    const company = await quote(
      policy.id,
      { type: "cancellation", reason: "underwriting", note: "No inspection." },
      "agent",
    );
    expect(company.statusCode).toBe(403);
    expect(company.json().message).toMatch(/need underwriting staff/);
    expect((await quote(policy.id, { type: "nonRenewal", note: "Roof." }, "agent")).statusCode).toBe(403);
    const italian = await quote(policy.id, { type: "nonRenewal", note: "Tetto." }, "agent", "it");
    expect(italian.json().message).toMatch(/richiedono il personale assuntivo/);
    const insured = await quote(policy.id, { type: "cancellation", reason: "insuredRequest" }, "agent");
    expect(insured.statusCode, insured.body).toBe(201);
    // Nor may an agent issue what staff quoted.
    const staffQuote = (await quote(policy.id, { type: "nonRenewal", note: "Roof." })).json().data;
    const issued = await api.call(as.agent, "POST", `/api/policies/${policy.id}/transactions/${staffQuote.id}/issue`);
    expect(issued.statusCode).toBe(403);
  });

  it("refuses to non-renew a home damaged in a declared hurricane until 90 days after its repairs", async () => {
    const policy = await activePolicy(api);
    const claim = await insertClaim(api.db, {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      dateOfLoss: addDays(today, -120),
      category: "Wind/Storm Damage",
    });
    const storm = await api.call(as.staff, "POST", "/api/catastrophes", {
      name: "Hurricane Ona",
      peril: "hurricane",
      watchWarningFrom: new Date(Date.now() - 123 * 24 * hours).toISOString(),
      watchWarningUntil: new Date(Date.now() - 119 * 24 * hours).toISOString(),
      stateOfEmergency: true,
    });
    expect(storm.statusCode, storm.body).toBe(201);
    const nonRenewal = { type: "nonRenewal", reason: "underwriting", note: "Roof at the end of its life." };
    const refused = await quote(policy.id, nonRenewal);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(
      new RegExp(`Storm moratorium: the home of claim ${claim.claimNumber} \\(Hurricane Ona\\) is not repaired yet`),
    );

    const repairedOn = addDays(today, -89);
    const record = (on: string) =>
      api.call(as.staff, "POST", `/api/claims/${claim.id}/events`, { kind: "repairsCompleted", on });
    expect((await record(repairedOn)).statusCode).toBeLessThan(300);
    expect((await quote(policy.id, nonRenewal)).json().message).toMatch(
      new RegExp(`protected until .*, 90 days after its repairs`),
    );
    expect((await record(addDays(today, -90))).statusCode).toBeLessThan(300);
    const after = await quote(policy.id, nonRenewal);
    expect(after.statusCode, after.body).toBe(201);
  });

  it("binds no new business while a hurricane watch or warning is in effect", async () => {
    await api.call(as.staff, "POST", "/api/catastrophes", {
      name: "Hurricane Pia",
      peril: "hurricane",
      watchWarningFrom: new Date(Date.now() - 6 * hours).toISOString(),
      watchWarningUntil: new Date(Date.now() + 30 * hours).toISOString(),
      stateOfEmergency: false,
    });
    const draft = await insertPolicy(api.db, { status: "draft", effectiveDate: today });
    const refused = await quote(draft.id, { type: "newBusiness" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/not bound while the hurricane watch or warning for Hurricane Pia/);
  });
});
