import { describe, expect, it } from "vitest";
import { defaultClaimRules } from "../../../shared/claim-rules";
import { demoMemberHome } from "../../db/seed/seed-member-household";
import { checkCoverage, type PolicyOnDay } from "./claim-coverage";

const inForce: PolicyOnDay = {
  date: "2027-03-01",
  inForce: true,
  status: "inForce",
  termStart: "2026-06-01",
  termEnd: "2027-06-01",
  premium: 2_400,
  coverage: 385_000,
  transactionId: "t1",
  home: demoMemberHome,
};
const claim: { dateOfLoss: string; receivedOn: string; reopenKind: string | null } = {
  dateOfLoss: "2027-03-01",
  receivedOn: "2027-03-02",
  reopenKind: null,
};

describe("the coverage check of a claim", () => {
  it("finds a claim on a policy in force that day covered, with the home's limits and deductibles", () => {
    expect(checkCoverage(claim, inForce, defaultClaimRules)).toEqual({
      finding: null,
      limitsCents: { A: 38_500_000, B: 3_850_000, C: 19_250_000, D: 7_700_000 },
      deductibles: { allOtherPerilsCents: 100_000, hurricaneCents: 770_000 },
    });
  });

  it("says why a claim is not covered: no policy, not yet in effect, cancelled, expired, or reported too late", () => {
    const finding = (policy: PolicyOnDay | null, on = claim) => checkCoverage(on, policy, defaultClaimRules).finding;
    expect(finding(null)).toBe("policyNotFound");
    expect(finding({ ...inForce, inForce: false, status: "notIssued" })).toBe("notYetInEffect");
    expect(finding({ ...inForce, inForce: false, status: "cancelled" })).toBe("cancelled");
    expect(finding({ ...inForce, inForce: false, status: "expired" })).toBe("expired");
    // One year from the date of loss for a new claim (s. 627.70132); 18 months for a supplemental one.
    expect(finding(inForce, { ...claim, receivedOn: "2028-03-01" })).toBeNull();
    expect(finding(inForce, { ...claim, receivedOn: "2028-03-02" })).toBe("lateNotice");
    expect(finding(inForce, { ...claim, receivedOn: "2028-03-02", reopenKind: "supplemental" })).toBeNull();
  });

  it("takes a policy that insures no rated home at its coverage amount, with no deductible", () => {
    expect(checkCoverage(claim, { ...inForce, home: null, coverage: 500_000 }, defaultClaimRules)).toMatchObject({
      limitsCents: { A: 50_000_000, B: 0, C: 0, D: 0 },
      deductibles: { allOtherPerilsCents: 0, hurricaneCents: 0 },
    });
  });
});
