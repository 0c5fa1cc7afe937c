import { addDays, daysBetween } from "../../../shared/calendar-date";
import type { ClaimDeadline, DeadlineKey } from "../../../shared/claim-file";
import type { ClaimRules } from "../../../shared/claim-rules";

/**
 * Florida's clocks on a claim (decision 0047), in Florida calendar days, each
 * from the company's rules (never longer than the statute's):
 * - acknowledge the claim within 7 days of notice (s. 627.70131(1)(a));
 * - send the Homeowner Claims Bill of Rights within 14 days of the first communication,
 *   except for a loss under a declared state of emergency (s. 627.7142);
 * - begin the investigation within 7 days, and inspect within 30 days, of proof of loss
 *   (s. 627.70131(3)); both start only once proof of loss is received;
 * - pay or deny within 60 days of notice of the claim, or of its reopening or
 *   supplement (s. 627.70131(7)(a)).
 */
/** A clock: `dueOn` is null while it has not started (no proof of loss yet) or does not apply. */
export type Deadline = ClaimDeadline;

/** The dates on a claim file the clocks are read from. */
export interface ClaimDates {
  /** Notice of the claim: the first communication. */
  receivedOn: string;
  /** The latest reopening or supplemental claim, whose notice starts the decision clock again. */
  reopenedOn: string | null;
  stateOfEmergency: boolean;
  acknowledgedOn: string | null;
  billOfRightsOn: string | null;
  proofOfLossOn: string | null;
  investigationStartedOn: string | null;
  inspectedOn: string | null;
  /** The coverage decision, or the first payment when that came first. */
  decidedOn: string | null;
  closedOn: string | null;
}

type ClockRules = Pick<
  ClaimRules,
  "acknowledgeDays" | "billOfRightsDays" | "beginInvestigationDays" | "inspectionDays" | "decisionDays" | "atRiskDays"
>;

function stateOf(
  dueOn: string | null,
  metOn: string | null,
  today: string,
  closedOn: string | null,
  atRiskDays: number,
) {
  if (metOn) return "met";
  if (!dueOn) return "notApplicable";
  // A claim closed with the clock unmet: missed if it ran out before the closing, else nothing more is owed.
  if (closedOn) return dueOn < closedOn ? "overdue" : "notApplicable";
  const daysLeft = daysBetween(today, dueOn);
  if (daysLeft < 0) return "overdue";
  return daysLeft <= atRiskDays ? "atRisk" : "due";
}

/** Notice of the claim, or of its latest reopening or supplement: what the pay-or-deny clock and late interest count from. */
export const decisionNoticeOn = (claim: Pick<ClaimDates, "receivedOn" | "reopenedOn">) =>
  claim.reopenedOn ?? claim.receivedOn;

/** The day the claim must be paid or denied by (s. 627.70131(7)(a)). */
export const decisionDueOn = (
  claim: Pick<ClaimDates, "receivedOn" | "reopenedOn">,
  rules: Pick<ClaimRules, "decisionDays">,
) => addDays(decisionNoticeOn(claim), rules.decisionDays);

/** The day the pay-or-deny clock was met: the decision, or the first payment since the latest reopening if earlier. */
export const decisionMetOn = (decidedOn: string | null, firstPaidOn: string | null) =>
  [decidedOn, firstPaidOn].filter((day): day is string => day !== null).sort()[0] ?? null;

/** Every clock of a claim as it stands on `today`. */
export function claimDeadlines(dates: ClaimDates, rules: ClockRules, today: string): Deadline[] {
  const from = (start: string | null, days: number) => (start ? addDays(start, days) : null);
  const clocks: [DeadlineKey, string | null, string | null][] = [
    ["acknowledge", from(dates.receivedOn, rules.acknowledgeDays), dates.acknowledgedOn],
    [
      "billOfRights",
      dates.stateOfEmergency ? null : from(dates.receivedOn, rules.billOfRightsDays),
      dates.stateOfEmergency ? null : dates.billOfRightsOn,
    ],
    ["beginInvestigation", from(dates.proofOfLossOn, rules.beginInvestigationDays), dates.investigationStartedOn],
    ["inspection", from(dates.proofOfLossOn, rules.inspectionDays), dates.inspectedOn],
    ["decision", decisionDueOn(dates, rules), dates.decidedOn],
  ];
  return clocks.map(([key, dueOn, metOn]) => ({
    key,
    dueOn,
    metOn,
    state: stateOf(dueOn, metOn, today, dates.closedOn, rules.atRiskDays),
  }));
}

/**
 * Interest on a payment made after the pay-or-deny deadline: simple interest at the
 * company's rate (s. 627.70131(5)(a), the rate of s. 55.03) from the date of notice to the
 * day it is paid, in whole cents; nothing when it is paid in time.
 */
export function lateInterestCents(
  netCents: number,
  dates: { noticeOn: string; decisionDueOn: string; paidOn: string },
  basisPoints: number,
): number {
  if (dates.paidOn <= dates.decisionDueOn || netCents <= 0) return 0;
  const days = daysBetween(dates.noticeOn, dates.paidOn);
  return Math.round((netCents * basisPoints * days) / (10_000 * 365));
}
