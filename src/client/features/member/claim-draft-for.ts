import { claimRelationships, claimStates } from "../../../shared/claim";
import type { MemberPolicy } from "../../../shared/member";
import { emptyDraft, type ClaimDraft } from "../../lib/claim-draft";

/** "Maria Lopez Garcia" → ["Maria", "Lopez Garcia"]: split at the first space, as the wizard asks for two names. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  return space === -1
    ? { firstName: trimmed, lastName: "" }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

const self: (typeof claimRelationships)[number] = "Self (Policyholder)";

/**
 * The claim wizard's draft with what the policy already tells: the member and
 * their policy, the insured as the one reporting, and the insured address.
 * The loss itself (date, category, what happened) is left for the member.
 */
export function claimDraftFor(policy: MemberPolicy): ClaimDraft {
  const name = splitName(policy.insured.contactName?.trim() || policy.insuredName);
  const state = policy.state ?? "";
  return {
    ...emptyDraft,
    step: 1,
    member: { ...name, policyNumber: policy.policyNumber },
    loss: {
      ...emptyDraft.loss,
      notifierFirstName: name.firstName,
      notifierLastName: name.lastName,
      notifierEmail: policy.insured.email,
      relationshipToMember: self,
    },
    location: {
      ...emptyDraft.location,
      address1: policy.address ?? "",
      city: policy.city ?? "",
      // The wizard offers only the SPEC §9 states; another one is left for the member to choose.
      state: (claimStates as readonly string[]).includes(state) ? state : "",
      zip: policy.zipCode ?? "",
    },
    photos: [],
  };
}
