import type { ClaimSubmission } from "../../src/shared/claim";

/** A complete claim on a demo policy, as the wizard sends it; the benchmarks file it again and again. */
export const benchClaim: ClaimSubmission = {
  member: { firstName: "Robert", lastName: "Tran", policyNumber: "SRE-0000004" },
  loss: {
    dateOfLoss: "2026-09-28",
    category: "Wind/Storm Damage",
    notifierFirstName: "Robert",
    notifierLastName: "Tran",
    notifierEmail: "robert.tran@example.com",
    relationshipToMember: "Self (Policyholder)",
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
};
