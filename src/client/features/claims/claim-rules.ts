import { claimSteps, type ClaimSubmission } from "../../../shared/claim";
import type { ClaimAnswers, ClaimDraft } from "../../lib/claim-draft";

const filled = (...values: string[]) => values.every((value) => value.trim() !== "");

/** SPEC §5: what each step needs before Next (steps 1-3) or Submit Claim (step 4) is enabled. */
export function stepIsComplete(step: ClaimDraft["step"], answers: ClaimAnswers): boolean {
  const { member, loss, location, exposures } = answers;
  switch (step) {
    case 1:
      return filled(member.firstName, member.lastName, member.policyNumber);
    case 2:
      return filled(
        loss.dateOfLoss,
        loss.category,
        loss.notifierFirstName,
        loss.notifierLastName,
        loss.notifierEmail,
        loss.relationshipToMember,
      );
    case 3:
      return (
        filled(location.address1, location.city, location.state, location.zip, location.lossDetails) &&
        location.isHomeHabitable !== ""
      );
    case 4:
      return Object.values(exposures).every((answer) => answer !== "");
  }
}

/** SPEC §4: progress is the step divided by the number of steps. */
export const progressPercent = (step: number) => Math.round((step / claimSteps) * 100);

/** The answers as the SPEC §3 claim shape POST /api/claims takes (the shared schema then checks it). */
export function toSubmission(answers: ClaimAnswers): unknown {
  const { address2, ...location } = answers.location;
  return {
    member: answers.member,
    loss: answers.loss,
    location: address2.trim() ? { ...location, address2 } : location,
    exposures: answers.exposures,
    photoIds: answers.photos.length > 0 ? answers.photos.map((photo) => photo.photoId) : undefined,
  } satisfies Record<keyof ClaimSubmission, unknown>;
}

/**
 * Florida gives a policyholder one year from the date of loss to report a new
 * property claim (s. 627.70132, Florida Statutes, as amended in 2023). Older
 * losses are still accepted: the wizard warns, it does not block.
 */
export function isLateReport(dateOfLoss: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfLoss)) return false;
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const oneYearAgo = new Date(Date.UTC(year - 1, month - 1, day)).toISOString().slice(0, 10);
  return dateOfLoss < oneYearAgo;
}
