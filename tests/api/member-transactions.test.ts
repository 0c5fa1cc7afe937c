import { beforeEach, describe, expect, it } from "vitest";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { PolicyTransaction, TransactionRequest } from "../../src/shared/policy-transaction";
import { demoUser, useApi, type TestUser } from "./support/api-fixture";
import { insertInsuredAccount, insertPolicy } from "./support/rows";

/**
 * The member sees their policy's issued transactions, each
 * explained in their language, with its document; what staff only quoted or
 * withdrew stays in the staff area.
 */
describe("a member's policy transactions", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: "staff", member: demoUser.member });
  const today = todayInFlorida();
  let own: string;
  let other: string;

  /** A draft policy of the insured with this e-mail, written from today for a year. */
  const draftPolicyOf = async (name: string, email: string) => {
    const account = await insertInsuredAccount(api.db, { name, contactName: name, email });
    const policy = await insertPolicy(api.db, {
      status: "draft",
      insuredName: name,
      premium: 3_650,
      coverage: 385_000,
      effectiveDate: today,
      expirationDate: addDays(today, 365),
      accountId: account.id,
    });
    return policy.id;
  };

  /** Staff quote a transaction on the policy; answers it, quoted. */
  const quote = async (policyId: string, request: TransactionRequest): Promise<PolicyTransaction> => {
    const answer = await api.call(as.staff, "POST", `/api/policies/${policyId}/transactions`, request);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data;
  };
  const settle = async (policyId: string, transaction: PolicyTransaction, step: "issue" | "withdraw") => {
    const answer = await api.call(as.staff, "POST", `/api/policies/${policyId}/transactions/${transaction.id}/${step}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as PolicyTransaction;
  };
  const issue = async (policyId: string, request: TransactionRequest) =>
    settle(policyId, await quote(policyId, request), "issue");

  const transactionsOf = (who: TestUser, policyId: string, language?: string) =>
    api.call(who, "GET", `/api/member/policies/${policyId}/transactions`, undefined, {
      headers: language ? { "accept-language": language } : {},
    });

  beforeEach(async () => {
    own = await draftPolicyOf("Morgan Member", "member@example.com");
    other = await draftPolicyOf("Robert Tran", "robert.tran@example.com");
    for (const policyId of [own, other]) await issue(policyId, { type: "newBusiness" });
  });

  it("answers the issued transactions only, newest first, each with its document to download", async () => {
    const endorsement = await issue(own, {
      type: "endorsement",
      effectiveDate: addDays(today, 30),
      changes: { premium: 4_015 },
    });
    await settle(own, await quote(own, { type: "endorsement", changes: { coverage: 400_000 } }), "withdraw");
    await quote(own, {
      type: "cancellation",
      effectiveDate: addDays(today, 60),
      reason: "insuredRequest",
      method: "proRata",
    });

    const answer = await transactionsOf(as.member, own);
    expect(answer.statusCode, answer.body).toBe(200);
    const shown: PolicyTransaction[] = answer.json().data;
    expect(shown.map(({ type, status }) => [type, status])).toEqual([
      ["endorsement", "issued"],
      ["newBusiness", "issued"],
    ]);
    expect(shown[0]).toMatchObject({
      id: endorsement.id,
      premiumChangeCents: endorsement.premiumChangeCents,
      explanation: endorsement.explanation,
    });
    expect(shown[0]!.premiumChangeCents).toBeGreaterThan(0);

    for (const { documentId } of shown) {
      expect(documentId).not.toBeNull();
      const file = await api.call(as.member, "GET", `/api/member/policies/${own}/documents/${documentId}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  it("explains each transaction in the member's language", async () => {
    await issue(own, { type: "endorsement", effectiveDate: addDays(today, 30), changes: { premium: 4_015 } });
    const english: PolicyTransaction[] = (await transactionsOf(as.member, own)).json().data;
    const italian: PolicyTransaction[] = (await transactionsOf(as.member, own, "it")).json().data;
    const staffItalian: PolicyTransaction[] = (
      await api.call(as.staff, "GET", `/api/policies/${own}/transactions`, undefined, {
        headers: { "accept-language": "it" },
      })
    ).json().data;

    expect(italian.map(({ id }) => id)).toEqual(english.map(({ id }) => id));
    for (const [index, transaction] of italian.entries()) {
      expect(transaction.explanation).not.toBe(english[index]!.explanation);
      expect(transaction.explanation).toBe(staffItalian.find(({ id }) => id === transaction.id)!.explanation);
    }
    // The endorsement's rule (pro rata by days) is worded for the reader too.
    expect(italian[0]!.rule).not.toBeNull();
    expect(italian[0]!.rule).not.toBe(english[0]!.rule);
  });

  it("answers another insured's policy as not found, and keeps staff out of the member's pages", async () => {
    const answer = await transactionsOf(as.member, other);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, data: null });
    expect((await transactionsOf(as.member, "no-such-policy")).statusCode).toBe(404);
    expect((await transactionsOf(as.staff, own)).statusCode).toBe(403);
    expect((await api.call("anonymous", "GET", `/api/member/policies/${own}/transactions`)).statusCode).toBe(401);
  });
});
