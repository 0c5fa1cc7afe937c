import type { ClaimSubmission } from "../../../src/shared/claim";

/** A complete claim as the wizard sends it, for the given policy number. */
export const claimSubmission = (
  policyNumber: string,
  overrides: Partial<ClaimSubmission["loss"]> = {},
): ClaimSubmission => ({
  member: { firstName: "Robert", lastName: "Tran", policyNumber },
  loss: {
    dateOfLoss: "2026-09-28",
    category: "Wind/Storm Damage",
    notifierFirstName: "Robert",
    notifierLastName: "Tran",
    notifierEmail: "robert.tran@example.com",
    relationshipToMember: "Self (Policyholder)",
    ...overrides,
  },
  location: {
    address1: "1 Bayboro Harbor Dr",
    city: "St. Petersburg",
    state: "FL",
    zip: "33701",
    lossDetails: "Roof panels torn off by hurricane winds; water in the shop.",
    isHomeHabitable: "No",
  },
  exposures: {
    dwellingDamaged: "Yes",
    otherStructuresDamaged: "No",
    personalPropertyDamaged: "Yes",
    additionalLivingExpenses: "No",
  },
});
