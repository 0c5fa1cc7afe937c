import { describe, expect, it } from "vitest";
import type { Policy } from "../../../shared/policy";
import type { PolicyTransaction } from "../../../shared/policy-transaction";
import { issuedCount, latestIssued, policyActions } from "./transaction-state";

const transaction = (fields: Partial<PolicyTransaction>): PolicyTransaction => ({
  id: "t",
  policyId: "p",
  type: "endorsement",
  status: "issued",
  effectiveDate: "2026-07-02",
  termStart: "2026-01-01",
  termEnd: "2027-01-01",
  annualPremiumBefore: 3650,
  annualPremiumAfter: 4015,
  premiumChangeCents: 18300,
  daysRemaining: 183,
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
  createdAt: "2026-07-01T10:00:00Z",
  issuedAt: "2026-07-01T10:00:00Z",
  withdrawnAt: null,
  ...fields,
});
const policy = (status: Policy["status"]) => ({ status }) as Policy;

describe("what a policy offers", () => {
  const newBusiness = transaction({ id: "nb", type: "newBusiness", issuedAt: "2026-01-01T09:00:00Z" });
  const cancellation = transaction({ id: "c", type: "cancellation", issuedAt: "2026-09-01T09:00:00Z" });
  const reinstatement = transaction({ id: "r", type: "reinstatement", issuedAt: "2026-09-05T09:00:00Z" });

  it("takes the last one issued, not a later quote or withdrawal", () => {
    const quoted = transaction({ id: "q", type: "renewal", status: "quoted", issuedAt: null });
    expect(latestIssued([quoted, cancellation, newBusiness])?.id).toBe("c");
    // A reinstatement carries the cancellation's effective date; it is still the later one.
    expect(latestIssued([cancellation, reinstatement, newBusiness])?.id).toBe("r");
    expect(latestIssued([quoted])).toBeUndefined();
  });

  it("counts issued endorsements only", () => {
    const list = [
      transaction({ id: "a" }),
      transaction({ id: "b", status: "quoted" }),
      transaction({ id: "w", status: "withdrawn" }),
      newBusiness,
    ];
    expect(issuedCount(list, "endorsement")).toBe(1);
  });

  it("offers Quote (and Issue of a waiting quote) on a draft, the mid-term changes on an active policy, Reinstate once cancelled", () => {
    expect(policyActions(policy("draft"), [])).toEqual(["quote"]);
    expect(
      policyActions(policy("pending"), [transaction({ type: "newBusiness", status: "quoted", issuedAt: null })]),
    ).toEqual(["quote", "issueQuote"]);
    expect(policyActions(policy("active"), [newBusiness])).toEqual(["endorse", "cancel", "nonRenew", "renew"]);
    expect(policyActions(policy("inactive"), [cancellation, newBusiness])).toEqual(["reinstate"]);
    // A cancellation issued for a later day: the policy is still active, but only a reinstatement can change it.
    expect(policyActions(policy("active"), [cancellation, newBusiness])).toEqual(["reinstate"]);
    expect(policyActions(policy("active"), [reinstatement, cancellation, newBusiness])).toEqual([
      "endorse",
      "cancel",
      "nonRenew",
      "renew",
    ]);
    expect(
      policyActions(policy("active"), [
        transaction({ type: "nonRenewal", issuedAt: "2026-08-01T00:00:00Z" }),
        newBusiness,
      ]),
    ).toEqual(["endorse", "cancel"]);
    expect(policyActions(policy("inactive"), [newBusiness])).toEqual([]);
  });
});
