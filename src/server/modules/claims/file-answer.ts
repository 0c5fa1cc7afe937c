import type { ClaimDecision, ClaimFile, ClaimLetterKind, reopenKinds } from "../../../shared/claim-file";
import type { ClaimRow } from "../../db/schema";
import type { ClaimFileRepository } from "./file-repository";
import type { ClaimLetterService } from "./letter-service";

type Letters = Awaited<ReturnType<ClaimLetterService["ofClaim"]>>;
type Events = Awaited<ReturnType<ClaimFileRepository["events"]>>;
type Photos = Awaited<ReturnType<ClaimFileRepository["photos"]>>;

/**
 * The claim file's record as it reads: the letters to the insured, the
 * decision, the closing and any reopening, every wizard answer as reported,
 * and the timeline of file events.
 */
export function recordOf(
  claim: ClaimRow,
  { letters, events, photos }: { letters: Letters; events: Events; photos: Photos },
): Pick<ClaimFile, "letters" | "decision" | "closedOn" | "reopened" | "reported" | "timeline"> {
  return {
    letters: letters.map((letter) => ({
      kind: letter.kind as ClaimLetterKind,
      owedAt: letter.owedAt.toISOString(),
      sentAt: letter.sentAt?.toISOString() ?? null,
      documentId: letter.documentId,
    })),
    decision: claim.decision
      ? {
          decision: claim.decision as ClaimDecision,
          reason: claim.decisionReason,
          provision: claim.decisionProvision,
          decidedOn: claim.decidedOn,
        }
      : null,
    closedOn: claim.closedOn,
    reopened:
      claim.reopenKind && claim.reopenedOn
        ? { kind: claim.reopenKind as (typeof reopenKinds)[number], on: claim.reopenedOn }
        : null,
    reported: {
      memberName: `${claim.memberFirstName} ${claim.memberLastName}`,
      category: claim.category,
      notifier: {
        name: `${claim.notifierFirstName} ${claim.notifierLastName}`,
        email: claim.notifierEmail,
        relationship: claim.relationshipToMember,
      },
      address: {
        address1: claim.address1,
        address2: claim.address2,
        city: claim.city,
        state: claim.state,
        zip: claim.zip,
      },
      isHomeHabitable: claim.isHomeHabitable,
      lossDetails: claim.lossDetails,
      exposures: {
        dwelling: claim.dwellingDamaged,
        otherStructures: claim.otherStructuresDamaged,
        personalProperty: claim.personalPropertyDamaged,
        livingExpenses: claim.additionalLivingExpenses,
      },
      language: claim.language,
      photos,
    },
    timeline: events.map((event) => ({
      kind: event.kind,
      on: event.on,
      detail: event.detail,
      recordedAt: event.recordedAt.toISOString(),
    })),
  };
}
