import { describe, expect, it } from "vitest";
import { emptyDraft, type ClaimDraft } from "../../lib/claim-draft";
import { claimMailtoLink } from "./claim-mail-fallback";
import { isLateReport, progressPercent, stepIsComplete, toSubmission } from "./claim-rules";

const complete: ClaimDraft = {
  step: 4,
  member: { firstName: "Maria", lastName: "Lopez", policyNumber: "SRE-0000042" },
  loss: {
    dateOfLoss: "2026-10-10",
    category: "Water Damage",
    notifierFirstName: "Maria",
    notifierLastName: "Lopez",
    notifierEmail: "maria@example.com",
    relationshipToMember: "Self (Policyholder)",
  },
  location: {
    address1: "12 Palm Ave",
    address2: "",
    city: "Tampa",
    state: "FL",
    zip: "33602",
    lossDetails: "Pipe burst.",
    isHomeHabitable: "Yes",
  },
  exposures: {
    dwellingDamaged: "Yes",
    otherStructuresDamaged: "No",
    personalPropertyDamaged: "No",
    additionalLivingExpenses: "No",
  },
  photos: [],
};

describe("claim wizard rules", () => {
  it("gates each step on the SPEC §5 fields, address 2 being optional", () => {
    expect([1, 2, 3, 4].map((step) => stepIsComplete(step as ClaimDraft["step"], emptyDraft))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([1, 2, 3, 4].map((step) => stepIsComplete(step as ClaimDraft["step"], complete))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(stepIsComplete(1, { ...complete, member: { ...complete.member, policyNumber: "  " } })).toBe(false);
    expect(stepIsComplete(3, { ...complete, location: { ...complete.location, isHomeHabitable: "" } })).toBe(false);
    expect(stepIsComplete(4, { ...complete, exposures: { ...complete.exposures, dwellingDamaged: "" } })).toBe(false);
  });

  it("shows progress as the step divided by five", () => {
    expect([1, 2, 3, 4, 5].map(progressPercent)).toEqual([20, 40, 60, 80, 100]);
  });

  it("sends the SPEC §3 shape, without an empty address 2 and with photo ids only when there are photos", () => {
    expect(toSubmission(complete)).toEqual({
      member: complete.member,
      loss: complete.loss,
      location: { ...complete.location, address2: undefined },
      exposures: complete.exposures,
      photoIds: undefined,
    });
    const withPhoto = toSubmission({ ...complete, photos: [{ photoId: "p1", name: "a.png", size: 1 }] });
    expect(withPhoto).toMatchObject({ photoIds: ["p1"] });
  });

  it("warns about losses reported more than a year after they happened", () => {
    expect(isLateReport("2025-11-21", "2026-11-22")).toBe(true);
    expect(isLateReport("2025-11-22", "2026-11-22")).toBe(false);
    expect(isLateReport("2026-11-01", "2026-11-22")).toBe(false);
    expect(isLateReport("", "2026-11-22")).toBe(false);
  });

  it("puts every answer into the fallback e-mail to the general inbox", () => {
    const link = claimMailtoLink(complete, "info@example.com");
    expect(link.startsWith("mailto:info@example.com?subject=")).toBe(true);
    const body = decodeURIComponent(link.split("&body=")[1]!);
    expect(body).toContain("Policy number: SRE-0000042");
    expect(body).toContain("What happened: Pipe burst.");
    expect(body).toContain("Additional living expenses: No");
  });
});
