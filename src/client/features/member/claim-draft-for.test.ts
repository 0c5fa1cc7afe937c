import { describe, expect, it } from "vitest";
import type { MemberPolicy } from "../../../shared/member";
import { claimDraftFor, splitName } from "./claim-draft-for";

const policy: MemberPolicy = {
  id: "p1",
  policyNumber: "SRE-0000004",
  policyType: "Property",
  status: "active",
  insuredName: "Coral Gables Bakery",
  coverage: 500000,
  premium: 2400,
  effectiveDate: "2026-01-01",
  expirationDate: "2027-01-01",
  address: "12 Palm Way",
  city: "Coral Gables",
  state: "FL",
  zipCode: "33134",
  rated: true,
  insured: { contactName: "Maria Lopez Garcia", email: "maria@example.com" },
  agent: null,
};

describe("the claim draft a member starts from", () => {
  it("splits a name at the first space", () => {
    expect(splitName("Maria Lopez Garcia")).toEqual({ firstName: "Maria", lastName: "Lopez Garcia" });
    expect(splitName("  Cher ")).toEqual({ firstName: "Cher", lastName: "" });
  });

  it("fills the member, the notifier and the location from the policy, on step 1", () => {
    const draft = claimDraftFor(policy);
    expect(draft.step).toBe(1);
    expect(draft.member).toEqual({ firstName: "Maria", lastName: "Lopez Garcia", policyNumber: "SRE-0000004" });
    expect(draft.loss).toMatchObject({
      notifierFirstName: "Maria",
      notifierLastName: "Lopez Garcia",
      notifierEmail: "maria@example.com",
      relationshipToMember: "Self (Policyholder)",
      dateOfLoss: "",
      category: "",
    });
    expect(draft.location).toMatchObject({ address1: "12 Palm Way", city: "Coral Gables", state: "FL", zip: "33134" });
    expect(draft.photos).toEqual([]);
  });

  it("falls back to the insured name, and leaves a state the wizard does not offer empty", () => {
    const draft = claimDraftFor({ ...policy, state: "NY", insured: { contactName: null, email: "m@example.com" } });
    expect(draft.member).toMatchObject({ firstName: "Coral", lastName: "Gables Bakery" });
    expect(draft.location.state).toBe("");
  });

  it("keeps exactly the wizard's draft shape", () => {
    const draft = claimDraftFor(policy);
    expect(Object.keys(draft).sort()).toEqual(["exposures", "location", "loss", "member", "photos", "step"]);
    expect(Object.keys(draft.location).sort()).toEqual(
      ["address1", "address2", "city", "isHomeHabitable", "lossDetails", "state", "zip"].sort(),
    );
  });
});
