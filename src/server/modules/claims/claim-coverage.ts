import { addMonths } from "../../../shared/calendar-date";
import type { CoverageFinding } from "../../../shared/claim-file";
import type { ClaimRules } from "../../../shared/claim-rules";
import { message, type Message } from "../../../shared/messages/message";
import type { PolicyAsOf } from "../../../shared/policy-transaction";
import type { Home } from "../../../shared/rating";
import { hurricaneDeductibleCents, type PolicyDeductibles } from "./deductible";

/** The policy as it stood on the date of loss, as the policy-transactions service answers it. */
export type PolicyOnDay = PolicyAsOf & { home: Home | null };

export interface CoverageCheck {
  finding: CoverageFinding | null;
  limitsCents: { A: number; B: number; C: number; D: number };
  deductibles: PolicyDeductibles;
}

const share = (coverageADollars: number, percent: number) => Math.round(coverageADollars * percent);

/**
 * Checks a claim against the policy as it stood on the date of loss: found,
 * in effect that day (not before its start, after its cancellation or after
 * its expiry), and reported within the notice limit counted from the date of
 * loss (s. 627.70132). The limits and deductibles are the home's on that day;
 * a policy that insures no rated home has its coverage amount as Coverage A
 * and no deductible.
 */
export function checkCoverage(
  claim: { dateOfLoss: string; receivedOn: string; reopenKind: string | null },
  policy: PolicyOnDay | null,
  rules: Pick<ClaimRules, "noticeMonths" | "supplementalNoticeMonths">,
): CoverageCheck {
  const home = policy?.home ?? null;
  const coverageA = home?.coverageA ?? policy?.coverage ?? 0;
  const limitsCents = home
    ? {
        A: coverageA * 100,
        B: share(coverageA, home.otherStructuresPercent),
        C: share(coverageA, home.personalPropertyPercent),
        D: share(coverageA, home.lossOfUsePercent),
      }
    : { A: coverageA * 100, B: 0, C: 0, D: 0 };
  const deductibles = home
    ? {
        allOtherPerilsCents: home.aopDeductible * 100,
        hurricaneCents: hurricaneDeductibleCents(home.hurricaneDeductible, home.coverageA),
      }
    : { allOtherPerilsCents: 0, hurricaneCents: 0 };
  const months = claim.reopenKind === "supplemental" ? rules.supplementalNoticeMonths : rules.noticeMonths;
  return { finding: findingOf(claim, policy, months), limitsCents, deductibles };
}

function findingOf(
  claim: { dateOfLoss: string; receivedOn: string },
  policy: PolicyOnDay | null,
  noticeMonths: number,
): CoverageFinding | null {
  if (!policy) return "policyNotFound";
  if (policy.status === "notIssued") return "notYetInEffect";
  if (policy.status === "cancelled") return "cancelled";
  if (policy.status === "expired") return "expired";
  if (claim.receivedOn > addMonths(claim.dateOfLoss, noticeMonths)) return "lateNotice";
  return null;
}

/** The finding in words, with the claim's numbers and days. */
export function findingMessage(
  finding: CoverageFinding,
  claim: { policyNumber: string; dateOfLoss: string; receivedOn: string; reopenKind: string | null },
  rules: Pick<ClaimRules, "noticeMonths" | "supplementalNoticeMonths">,
): Message {
  const { policyNumber, dateOfLoss, receivedOn } = claim;
  switch (finding) {
    case "policyNotFound":
      return message("claimFile.coverage.policyNotFound", { policyNumber });
    case "notYetInEffect":
      return message("claimFile.coverage.notYetInEffect", { policyNumber, dateOfLoss });
    case "cancelled":
      return message("claimFile.coverage.cancelled", { policyNumber, dateOfLoss });
    case "expired":
      return message("claimFile.coverage.expired", { policyNumber, dateOfLoss });
    case "lateNotice": {
      const months = claim.reopenKind === "supplemental" ? rules.supplementalNoticeMonths : rules.noticeMonths;
      return message("claimFile.coverage.lateNotice", { receivedOn, months, dateOfLoss });
    }
  }
}
