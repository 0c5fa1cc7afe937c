import { describe, expect, it } from "vitest";
import type { PolicyTransaction, TransactionType } from "../../../shared/policy-transaction";
import { pendingNotice } from "./pending-notice";

let issuedMinute = 0;
/** An issued transaction of the 2026 term; each one made is issued a minute after the one before. */
const issued = (type: TransactionType, effectiveDate: string, more: Partial<PolicyTransaction> = {}) => {
  issuedMinute += 1;
  const transaction: PolicyTransaction = {
    id: `t${issuedMinute}`,
    policyId: "p1",
    type,
    status: "issued",
    effectiveDate,
    termStart: "2026-01-01",
    termEnd: "2027-01-01",
    annualPremiumBefore: 3_650,
    annualPremiumAfter: 3_650,
    premiumChangeCents: 0,
    daysRemaining: 0,
    daysInTerm: 365,
    changes: {},
    reason: null,
    method: null,
    note: null,
    noKnownLoss: false,
    rule: null,
    explanation: "",
    rating: null,
    documentId: null,
    createdAt: "2026-01-01T12:00:00Z",
    issuedAt: new Date(Date.UTC(2026, 0, 1, 12, issuedMinute)).toISOString(),
    withdrawnAt: null,
    ...more,
  };
  return transaction;
};
/** As the server answers: newest first. */
const history = (...oldestFirst: PolicyTransaction[]) => [...oldestFirst].reverse();
const newBusiness = () => issued("newBusiness", "2026-01-01", { premiumChangeCents: 365_000 });

describe("the policy page's notice", () => {
  it("has nothing to say about a policy in force with no change ahead", () => {
    expect(pendingNotice(history(newBusiness()), "2026-03-01", 30)).toBeNull();
    expect(pendingNotice([], "2026-03-01", 30)).toBeNull();
  });

  it("announces a cancellation before its day, with the refund to the cent", () => {
    const cancellation = issued("cancellation", "2026-10-01", { premiumChangeCents: -101_200 });
    expect(pendingNotice(history(newBusiness(), cancellation), "2026-09-30", 30)).toEqual({
      kind: "cancellation",
      cancelsOn: "2026-10-01",
      refundCents: 101_200,
    });
  });

  it("offers reinstatement from the cancellation's day through the last day of the window, then says nothing", () => {
    const transactions = history(newBusiness(), issued("cancellation", "2026-10-01", { premiumChangeCents: -101_200 }));
    const reinstatable = { kind: "reinstatable", cancelledOn: "2026-10-01", lastDay: "2026-10-31" };
    expect(pendingNotice(transactions, "2026-10-01", 30)).toEqual(reinstatable);
    expect(pendingNotice(transactions, "2026-10-31", 30)).toEqual(reinstatable);
    expect(pendingNotice(transactions, "2026-11-01", 30)).toBeNull();
  });

  it("forgets a cancellation once a reinstatement was issued after it", () => {
    const transactions = history(
      newBusiness(),
      issued("cancellation", "2026-10-01", { premiumChangeCents: -101_200 }),
      issued("reinstatement", "2026-10-01", { premiumChangeCents: 101_200 }),
    );
    expect(pendingNotice(transactions, "2026-09-15", 30)).toBeNull();
    expect(pendingNotice(transactions, "2026-10-10", 30)).toBeNull();
  });

  it("ignores quoted and withdrawn transactions", () => {
    const transactions = history(
      newBusiness(),
      issued("cancellation", "2026-10-01", { status: "quoted" }),
      issued("nonRenewal", "2027-01-01", { status: "withdrawn" }),
    );
    expect(pendingNotice(transactions, "2026-09-01", 30)).toBeNull();
  });

  it("announces a non-renewal until the policy ends, even after a later endorsement", () => {
    const transactions = history(
      newBusiness(),
      issued("nonRenewal", "2027-01-01"),
      issued("endorsement", "2026-09-15", { annualPremiumAfter: 3_800 }),
    );
    expect(pendingNotice(transactions, "2026-09-20", 30)).toEqual({ kind: "nonRenewal", endsOn: "2027-01-01" });
    expect(pendingNotice(transactions, "2027-01-01", 30)).toBeNull();
  });

  it("announces a renewal with its new premium until the new term starts", () => {
    const transactions = history(
      newBusiness(),
      issued("renewal", "2027-01-01", { termStart: "2027-01-01", termEnd: "2028-01-01", annualPremiumAfter: 3_900 }),
    );
    expect(pendingNotice(transactions, "2026-11-15", 30)).toEqual({
      kind: "renewal",
      renewsOn: "2027-01-01",
      termEnd: "2028-01-01",
      premium: 3_900,
    });
    expect(pendingNotice(transactions, "2027-01-01", 30)).toBeNull();
  });

  it("puts a pending cancellation before a renewal already issued", () => {
    const transactions = history(
      newBusiness(),
      issued("renewal", "2027-01-01", { termStart: "2027-01-01", termEnd: "2028-01-01" }),
      issued("cancellation", "2026-12-01", { premiumChangeCents: -31_000 }),
    );
    expect(pendingNotice(transactions, "2026-11-20", 30)).toMatchObject({
      kind: "cancellation",
      cancelsOn: "2026-12-01",
    });
  });

  it("reads the issue order, not the list's, when the server's order differs", () => {
    const oldestFirst = [
      newBusiness(),
      issued("cancellation", "2026-10-01", { premiumChangeCents: -101_200 }),
      issued("reinstatement", "2026-10-01", { premiumChangeCents: 101_200 }),
    ];
    expect(pendingNotice(oldestFirst, "2026-10-05", 30)).toBeNull();
  });
});
