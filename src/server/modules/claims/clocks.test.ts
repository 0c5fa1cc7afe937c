import { describe, expect, it } from "vitest";
import { defaultClaimRules } from "../../../shared/claim-rules";
import { claimDeadlines, lateInterestCents, type ClaimDates } from "./clocks";

const filed: ClaimDates = {
  receivedOn: "2027-01-04",
  reopenedOn: null,
  stateOfEmergency: false,
  acknowledgedOn: null,
  billOfRightsOn: null,
  proofOfLossOn: null,
  investigationStartedOn: null,
  inspectedOn: null,
  decidedOn: null,
  closedOn: null,
};
const clocks = (dates: Partial<ClaimDates>, today: string) =>
  Object.fromEntries(
    claimDeadlines({ ...filed, ...dates }, defaultClaimRules, today).map(({ key, ...rest }) => [key, rest]),
  );

describe("a claim's clocks", () => {
  it("counts acknowledgement, Bill of Rights and decision from notice; the proof-of-loss clocks wait for it", () => {
    expect(clocks({}, "2027-01-05")).toEqual({
      acknowledge: { dueOn: "2027-01-11", metOn: null, state: "due" },
      billOfRights: { dueOn: "2027-01-18", metOn: null, state: "due" },
      beginInvestigation: { dueOn: null, metOn: null, state: "notApplicable" },
      inspection: { dueOn: null, metOn: null, state: "notApplicable" },
      decision: { dueOn: "2027-03-05", metOn: null, state: "due" },
    });
  });

  it("marks a clock at risk within two days of its due date, overdue the day after, met once done", () => {
    expect(clocks({}, "2027-01-09").acknowledge!.state).toBe("atRisk");
    expect(clocks({}, "2027-01-11").acknowledge!.state).toBe("atRisk");
    expect(clocks({}, "2027-01-12").acknowledge!.state).toBe("overdue");
    expect(clocks({ acknowledgedOn: "2027-01-06" }, "2027-02-01").acknowledge).toEqual({
      dueOn: "2027-01-11",
      metOn: "2027-01-06",
      state: "met",
    });
  });

  it("starts the investigation and inspection clocks on proof of loss", () => {
    const after = clocks({ proofOfLossOn: "2027-01-20", investigationStartedOn: "2027-01-22" }, "2027-02-17");
    expect(after.beginInvestigation).toEqual({ dueOn: "2027-01-27", metOn: "2027-01-22", state: "met" });
    expect(after.inspection).toEqual({ dueOn: "2027-02-19", metOn: null, state: "atRisk" });
  });

  it("has no Bill of Rights clock under a state of emergency", () => {
    expect(clocks({ stateOfEmergency: true }, "2027-03-01").billOfRights).toEqual({
      dueOn: null,
      metOn: null,
      state: "notApplicable",
    });
  });

  it("starts the decision clock again when the claim is reopened or supplemented", () => {
    expect(clocks({ decidedOn: null, reopenedOn: "2027-06-01" }, "2027-06-02").decision!.dueOn).toBe("2027-07-31");
  });

  it("keeps a clock that ran out before the claim was closed overdue, and drops one that had not", () => {
    const closed = clocks({ acknowledgedOn: "2027-01-05", closedOn: "2027-01-15" }, "2027-05-01");
    expect(closed.billOfRights!.state).toBe("notApplicable");
    expect(closed.decision!.state).toBe("notApplicable");
    expect(clocks({ closedOn: "2027-01-15" }, "2027-05-01").acknowledge!.state).toBe("overdue");
  });

  it("follows a company's shorter clock", () => {
    const strict = claimDeadlines(filed, { ...defaultClaimRules, acknowledgeDays: 3 }, "2027-01-05");
    expect(strict[0]).toMatchObject({ key: "acknowledge", dueOn: "2027-01-07" });
  });
});

describe("interest on a late payment", () => {
  const dates = { noticeOn: "2027-01-04", decisionDueOn: "2027-03-05" };
  it("is nothing when paid by the decision deadline", () => {
    expect(lateInterestCents(1_000_000, { ...dates, paidOn: "2027-03-05" }, 900)).toBe(0);
  });
  it("runs from the date of notice when paid after it", () => {
    // $10,000 at 9 % a year for 90 days (January 4 to April 4): $221.92.
    expect(lateInterestCents(1_000_000, { ...dates, paidOn: "2027-04-04" }, 900)).toBe(22_192);
  });
});
