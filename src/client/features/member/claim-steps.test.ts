import { describe, expect, it } from "vitest";
import type { MemberClaim } from "../../../shared/member";
import { claimSteps } from "./claim-steps";

const claim = (status: MemberClaim["status"], timeline: MemberClaim["timeline"]): MemberClaim => ({
  id: "c1",
  claimNumber: "CLM-2026-000001",
  status,
  category: "Water Damage",
  dateOfLoss: "2026-03-01",
  createdAt: "2026-03-02T10:00:00Z",
  timeline,
  adjuster: null,
  decisionDueOn: null,
  decision: null,
  payments: [],
  letters: [],
});

describe("a claim's steps", () => {
  it("marks the steps before the current one done, the current one current and the rest upcoming", () => {
    const steps = claimSteps(
      claim("assigned", [
        { status: "received", changedAt: "2026-03-02T10:00:00Z", note: null },
        { status: "assigned", changedAt: "2026-03-03T09:00:00Z", note: "Ana will call you." },
      ]),
    );
    expect(steps.map((step) => [step.status, step.state, step.reachedAt])).toEqual([
      ["received", "done", "2026-03-02T10:00:00Z"],
      ["assigned", "current", "2026-03-03T09:00:00Z"],
      ["adjuster contact", "upcoming", null],
      ["closed", "upcoming", null],
    ]);
    expect(steps[1]!.notes).toEqual(["Ana will call you."]);
  });

  it("shows a reopened claim's later steps as upcoming again", () => {
    const steps = claimSteps(
      claim("assigned", [
        { status: "received", changedAt: "2026-03-02T10:00:00Z", note: null },
        { status: "closed", changedAt: "2026-03-04T09:00:00Z", note: "Closed." },
        { status: "assigned", changedAt: "2026-03-05T09:00:00Z", note: null },
      ]),
    );
    expect(steps[3]).toEqual({ status: "closed", state: "upcoming", reachedAt: null, notes: [] });
  });
});
