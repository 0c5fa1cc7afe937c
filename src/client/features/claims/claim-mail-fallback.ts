import type { ClaimAnswers } from "../../lib/claim-draft";

/**
 * The spec's way of sending a claim (SPEC §4), kept as the fallback when our
 * server cannot be reached: the user's mail program opens with every answer,
 * addressed to the company's general inbox. In English, for the claims team.
 */
export function claimMailtoLink(answers: ClaimAnswers, inbox: string): string {
  const { member, loss, location, exposures } = answers;
  const body = [
    "Claim report (our website could not reach the claims system)",
    "",
    "MEMBER",
    `Name: ${member.firstName} ${member.lastName}`,
    `Policy number: ${member.policyNumber}`,
    "",
    "LOSS",
    `Date of loss: ${loss.dateOfLoss}`,
    `Category: ${loss.category}`,
    `Reported by: ${loss.notifierFirstName} ${loss.notifierLastName} <${loss.notifierEmail}>`,
    `Relationship to member: ${loss.relationshipToMember}`,
    "",
    "LOCATION",
    `Address: ${[location.address1, location.address2].filter(Boolean).join(", ")}`,
    `City, state, ZIP: ${location.city}, ${location.state} ${location.zip}`,
    `Is the home habitable: ${location.isHomeHabitable}`,
    `What happened: ${location.lossDetails}`,
    "",
    "EXPOSURES",
    `Dwelling damaged: ${exposures.dwellingDamaged}`,
    `Other structures damaged: ${exposures.otherStructuresDamaged}`,
    `Personal property damaged: ${exposures.personalPropertyDamaged}`,
    `Additional living expenses: ${exposures.additionalLivingExpenses}`,
  ].join("\n");
  const subject = `Claim report: ${loss.category}, policy ${member.policyNumber}`;
  return `mailto:${inbox}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
