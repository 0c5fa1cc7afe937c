import { describe, expect, it } from "vitest";
import { emptyDraft, type ClaimAnswers } from "../../lib/claim-draft";
import { checkOfStep, stepOfField } from "./wizard-steps";

const { step: _step, ...empty } = emptyDraft;
const withMember: ClaimAnswers = {
  ...empty,
  member: { firstName: "Maria", lastName: "Lopez", policyNumber: "SRE-0000042" },
};
const refused = (step: 1 | 2 | 3 | 4, answers: ClaimAnswers) =>
  checkOfStep[step].safeParse(answers).error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("the claim wizard's steps", () => {
  it("check on Next only the section of the step, with the shared claim schema", () => {
    expect(refused(1, empty)).toEqual(["member.firstName", "member.lastName", "member.policyNumber"]);
    expect(refused(1, withMember)).toEqual([]);
    expect(refused(2, withMember).every((path) => path.startsWith("loss."))).toBe(true);
  });

  it("check the whole claim on Submit", () => {
    const paths = refused(4, withMember);
    expect(paths).toContain("loss.category");
    expect(paths).toContain("location.zip");
    expect(paths).toContain("exposures.dwellingDamaged");
    expect(paths.some((path) => path.startsWith("member."))).toBe(false);
  });

  it("send a problem to the step that asks for the field; a refused photo is told on the last", () => {
    expect(
      ["member.lastName", "loss", "location.zip", "exposures.dwellingDamaged", "photoIds.0"].map(stepOfField),
    ).toEqual([1, 2, 3, 4, 4]);
  });
});
