import { addDays, addMonths } from "../../../shared/calendar-date";
import type { PolicyRules } from "../../../shared/company";
import { message, type Message } from "../../../shared/messages/message";
import type { CancellationReason, TransactionRequest } from "../../../shared/policy-transaction";
import type { Home, WindMitigation } from "../../../shared/rating";

/**
 * What Florida's rules read beyond the policy's own history (decision 0048): its billing, its claims and the
 * storms. The service gathers them on the same executor that prices, so issuing checks them again under the lock.
 */
export interface PolicyFacts {
  /** The day the oldest installment still unpaid fell due, when one is past due today; null when paid to date. */
  pastDueSince: string | null;
  /** Dates of loss of the policy's claims with a loss payment issued. */
  paidLossDates: string[];
  /** The policy's claims coded to a hurricane under a declared state of emergency, and when repairs were completed. */
  stormDamage: StormDamage[];
  /** The hurricane whose watch or warning is in effect in Florida now, if any. */
  hurricaneWatch: string | null;
}

export interface StormDamage {
  claimNumber: string;
  catastrophe: string;
  /** Null: not repaired yet. */
  repairsCompletedOn: string | null;
}

export const noFacts: PolicyFacts = { pastDueSince: null, paidLossDates: [], stormDamage: [], hurricaneWatch: null };

/** The reasons the statute allows once a policy has been in force for the new-policy window (s. 627.4133(2)(a)3.). */
const reasonsAfterWindow: readonly CancellationReason[] = [
  "nonPayment",
  "underwriting",
  "materialMisstatement",
  "substantialChangeInRisk",
];

/** The storm moratorium's exceptions that take the longer notice; non-payment keeps its own (s. 627.4133(2)(e)2.). */
const stormExceptions: readonly CancellationReason[] = ["materialMisstatement", "repairDelay", "limitsPaid"];

/** Reasons that exist only as exceptions to the storm moratorium. */
const moratoriumOnlyReasons: readonly CancellationReason[] = ["repairDelay", "limitsPaid"];

/** A refusal: the field it concerns and the rule, in words. */
export interface RuleRefusal {
  field: string;
  said: Message;
}

/** Company cancellations, non-renewals, reinstatements and no-known-loss statements need underwriting staff. */
export function needsUnderwriter(request: TransactionRequest): boolean {
  if (request.noKnownLoss) return true;
  if (request.type === "nonRenewal" || request.type === "reinstatement") return true;
  return request.type === "cancellation" && request.reason !== undefined && request.reason !== "insuredRequest";
}

/**
 * The storm moratorium (s. 627.4133(2)(e)): while a home damaged by a declared hurricane is unrepaired, or until
 * `stormMoratoriumDays` after its repairs, the company neither cancels nor non-renews it. Answers the claim that
 * holds it and the day it ends (null while unrepaired), or null when none does today.
 */
export function moratoriumOn(facts: PolicyFacts, today: string, rules: PolicyRules) {
  const holding = facts.stormDamage
    .map((damage) => ({
      damage,
      until: damage.repairsCompletedOn ? addDays(damage.repairsCompletedOn, rules.stormMoratoriumDays) : null,
    }))
    .filter(({ until }) => until === null || until > today);
  // The one that holds longest: an unrepaired home, else the latest end.
  return (
    holding.sort((a, b) => (a.until === null ? -1 : b.until === null ? 1 : b.until.localeCompare(a.until)))[0] ?? null
  );
}

/** The words of the moratorium that holds a policy. */
export function moratoriumRule(
  holding: NonNullable<ReturnType<typeof moratoriumOn>>,
  rules: PolicyRules,
  formatDate: (isoDate: string) => string,
): Message {
  const { damage, until } = holding;
  return until
    ? message("transaction.moratorium.untilDay", {
        claimNumber: damage.claimNumber,
        catastrophe: damage.catastrophe,
        days: rules.stormMoratoriumDays,
        until: formatDate(until),
      })
    : message("transaction.moratorium.unrepaired", {
        claimNumber: damage.claimNumber,
        catastrophe: damage.catastrophe,
        days: rules.stormMoratoriumDays,
      });
}

/**
 * Whether a company reason may be used today, and with how much notice under the moratorium: answers a refusal, or
 * the notice days the moratorium imposes (null: the ordinary rules apply).
 */
export function checkCompanyReason(input: {
  reason: CancellationReason;
  type: "cancellation" | "nonRenewal";
  isNew: boolean;
  facts: PolicyFacts;
  moratorium: ReturnType<typeof moratoriumOn>;
  rules: PolicyRules;
  formatDate: (isoDate: string) => string;
}): RuleRefusal | { moratoriumNoticeDays: number | null } {
  const { reason, type, isNew, facts, moratorium, rules, formatDate } = input;
  if (reason === "nonPayment" && !facts.pastDueSince) {
    return { field: "reason", said: message("transaction.reasonRule.nothingPastDue") };
  }
  if (moratorium) {
    if (reason === "nonPayment") return { moratoriumNoticeDays: null };
    if (stormExceptions.includes(reason)) return { moratoriumNoticeDays: rules.stormExceptionNoticeDays };
    return { field: "reason", said: moratoriumRule(moratorium, rules, formatDate) };
  }
  if (moratoriumOnlyReasons.includes(reason)) {
    return { field: "reason", said: message("transaction.reasonRule.moratoriumOnly") };
  }
  if (type === "cancellation" && !isNew && !reasonsAfterWindow.includes(reason)) {
    return { field: "reason", said: message("transaction.reasonRule.afterWindow", { days: rules.newPolicyDays }) };
  }
  return { moratoriumNoticeDays: null };
}

/** The latest date of loss paid in a term: a cancellation may not take effect on or before it. */
export function paidLossIn(facts: PolicyFacts, termStart: string, termEnd: string): string | null {
  const inTerm = facts.paidLossDates.filter((day) => day >= termStart && day < termEnd);
  return inTerm.length > 0 ? inTerm.reduce((latest, day) => (day > latest ? day : latest)) : null;
}

/** The day a wind mitigation form stops earning its credit: `windMitigationFormYears` after its inspection. */
export const inspectionExpiresOn = (inspectedOn: string, rules: PolicyRules) =>
  addMonths(inspectedOn, 12 * rules.windMitigationFormYears);

/**
 * A wind mitigation form given with new business or an endorsement: dated to issue (a quote assumes a current
 * form), not after today, and current on the day it takes effect.
 */
export function inspectionProblem(
  wind: WindMitigation | null | undefined,
  input: { onDay: string; today: string; issuing: boolean; rules: PolicyRules; formatDate: (day: string) => string },
): Message | null {
  if (!wind) return null;
  const { onDay, today, issuing, rules, formatDate } = input;
  if (!wind.inspectedOn) {
    return issuing ? message("transaction.inspection.dateRequired", { years: rules.windMitigationFormYears }) : null;
  }
  if (wind.inspectedOn > today) return message("transaction.inspection.future", { today: formatDate(today) });
  if (inspectionExpiresOn(wind.inspectedOn, rules) <= onDay) {
    return message("transaction.inspection.tooOld", {
      inspectedOn: formatDate(wind.inspectedOn),
      years: rules.windMitigationFormYears,
      day: formatDate(onDay),
    });
  }
  return null;
}

/**
 * The roof-age rule (s. 627.7011(5)): a roof younger than `roofInspectionAgeYears` (never below the statute's 15)
 * is never a reason to refuse a home; an older one is written or renewed on an inspection, dated by today, that
 * finds at least `roofRemainingLifeYears` of useful life left. Answers the refusal, or null.
 */
export function roofProblem(home: Home, onDay: string, today: string, rules: PolicyRules): Message | null {
  const age = Number(onDay.slice(0, 4)) - home.roofYear;
  if (age < rules.roofInspectionAgeYears) return null;
  const inspection = home.roofInspection;
  if (inspection && inspection.inspectedOn <= today && inspection.remainingLifeYears >= rules.roofRemainingLifeYears) {
    return null;
  }
  return message("transaction.roofInspection", {
    age,
    years: rules.roofInspectionAgeYears,
    remaining: rules.roofRemainingLifeYears,
  });
}

/** A binding suspension: new business, or an endorsement raising coverage, while a hurricane watch is in effect. */
export function bindingSuspendedBy(facts: PolicyFacts, rules: PolicyRules): string | null {
  return rules.suspendBindingDuringWatch ? facts.hurricaneWatch : null;
}
