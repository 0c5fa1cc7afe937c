import { addDays, addMonths, daysBetween } from "../../../shared/calendar-date";
import type { PolicyRules } from "../../../shared/company";
import { message, type Message } from "../../../shared/messages/message";
import { proRataCents } from "../../../shared/pro-rata";
import {
  nonRenewalReasons,
  type CancellationReason,
  type TransactionChanges,
  type TransactionRequest,
  type TransactionType,
} from "../../../shared/policy-transaction";
import { conflict, HttpError } from "../../http-errors";
import type { ExplainedTransaction } from "./explain-transaction";
import type { PolicySnapshot } from "../../db/schema";
import type { Home } from "../../../shared/rating";
import type { HomeRater } from "../rating/rate-book";
import { changedHome, ratedSnapshot, refuseRatedFields } from "./rated-home";
import {
  bindingSuspendedBy,
  checkCompanyReason,
  inspectionExpiresOn,
  inspectionProblem,
  moratoriumOn,
  moratoriumRule,
  noFacts,
  paidLossIn,
  roofProblem,
  type PolicyFacts,
} from "./florida-rules";

/** The policy as the rules read it. */
export interface PolicyOnFile {
  policyNumber: string;
  policyType: string;
  status: string;
  /** A rated home's inputs; null for an underwriter-priced policy. */
  home: Home | null;
  premium: number;
  coverage: number;
  effectiveDate: string;
  expirationDate: string;
}

export interface Term {
  number: number;
  start: string;
  end: string;
}

/** An issued transaction, as the rules read the history. */
export interface IssuedTransaction {
  id: string;
  type: TransactionType;
  effectiveDate: string;
  termEnd: string;
  premiumChangeCents: number;
  daysRemaining: number;
  daysInTerm: number;
  snapshot: PolicySnapshot;
}

export interface PolicyHistory {
  /** Issued transactions, in the order they were issued. */
  issued: IssuedTransaction[];
  /** The latest term (a renewal's term once it is issued, even before it starts). */
  term: Term | null;
}

/** A transaction priced and checked, ready to be stored as quoted (or issued): what its explanation reads, and more. */
export interface PricedTransaction extends ExplainedTransaction {
  changes: TransactionChanges;
  snapshot: PolicySnapshot;
  reason: CancellationReason | null;
  /** The rule it follows, with its numbers. */
  rule: Message | null;
  /** The latest issued transaction it was priced on. */
  basedOn: string | null;
}

export interface PricingContext {
  policy: PolicyOnFile;
  history: PolicyHistory;
  request: TransactionRequest;
  /** Florida's calendar day the transaction is quoted or issued (its notice is sent that day). */
  today: string;
  rules: PolicyRules;
  /** Dates as the reader writes them, for the refusals' words. */
  formatDate: (isoDate: string) => string;
  /** Prices homes (decision 0031): needed when the policy is, or becomes, a rated home. */
  rater?: HomeRater;
  /** What Florida's rules read beyond the history: past-due premium, paid claims, storm damage, a hurricane watch. */
  facts?: PolicyFacts;
  /** The Florida day the request was made (its quote's); today when left out. */
  requestedOn?: string;
  /** Priced to issue, not only to quote: what is needed only to issue (an inspection's date) is required. */
  issuing?: boolean;
}

/** Whether pricing this request rates a home, so the caller loads the rate versions first. */
export function ratesAHome(policy: PolicyOnFile, history: PolicyHistory, request: TransactionRequest): boolean {
  return Boolean(policy.home ?? latestOf(history)?.snapshot.home ?? request.changes?.home);
}

function raterOf(context: PricingContext): HomeRater {
  if (!context.rater) throw new Error("pricing a home needs the rate versions");
  return context.rater;
}

/** Only a Property policy covers a home. */
function refuseHomeOnOtherTypes(context: PricingContext): void {
  if (context.request.changes?.home && context.policy.policyType !== "Property") {
    throw refuse("changes.home", "rating.propertyOnly");
  }
}

const latestOf = (history: PolicyHistory) => history.issued.at(-1) ?? null;

/** Calendar months in a stretch of days, to the nearest (a year of 365 or 366 days is 12). */
const monthsIn = (days: number) => Math.round(days / 30.4375);

/**
 * The next term: as many months as this one, counted from the policy's first day, so the anniversary never
 * drifts (a policy begun on February 29 renews on February 28, and on February 29 again in a leap year; one
 * whose first term was typed to end on March 1 comes back to its day). Terms shorter than a month repeat their days.
 */
function nextTermEnd(term: Term, firstDay: string): string {
  const months = monthsIn(daysBetween(term.start, term.end));
  if (months === 0) return addDays(term.end, daysBetween(term.start, term.end));
  return addMonths(firstDay, monthsIn(daysBetween(firstDay, term.end)) + months);
}

/**
 * Prices a transaction and checks it against the policy's state, its
 * history (no change before the latest issued one) and the notice rules,
 * as of `today`. Pure: the service runs it when quoting and again when
 * issuing, on the policy locked for the change.
 */
export function priceTransaction(context: PricingContext): PricedTransaction {
  const { policy, history, request } = context;
  if (request.changes?.paymentPlan && request.type !== "newBusiness" && request.type !== "renewal") {
    throw refuse("changes.paymentPlan", "transaction.planWithTerm");
  }
  if (request.type === "newBusiness") return priceNewBusiness(context);

  const latest = latestOf(history);
  if (!latest || !history.term) {
    throw conflict(message("transaction.notIssuedYet", { policyNumber: policy.policyNumber }));
  }
  if (request.type === "reinstatement") return priceReinstatement(context, latest);
  if (latest.type === "cancellation") {
    throw conflict(
      message("transaction.cancelled", {
        policyNumber: policy.policyNumber,
        date: context.formatDate(latest.effectiveDate),
      }),
    );
  }
  if (policy.status === "inactive") {
    throw conflict(message("transaction.inactive", { policyNumber: policy.policyNumber }));
  }
  switch (request.type) {
    case "endorsement":
      return priceEndorsement(context, latest, history.term);
    case "renewal":
    case "nonRenewal":
      return priceTermEnd(context, latest, history.term, request.type);
    case "cancellation":
      return priceCancellation(context, latest, history.term);
  }
}

function base(context: PricingContext, latest: IssuedTransaction | null) {
  return {
    changes: context.request.changes ?? {},
    reason: null,
    method: null,
    basedOn: latest?.id ?? null,
  };
}

function refuseOutOfSequence(context: PricingContext, effectiveDate: string, latest: IssuedTransaction) {
  if (effectiveDate < latest.effectiveDate) {
    throw conflict(
      message("transaction.outOfSequence", {
        effectiveDate: context.formatDate(effectiveDate),
        latestDate: context.formatDate(latest.effectiveDate),
      }),
    );
  }
}

function refuseOutsideTerm(context: PricingContext, effectiveDate: string, term: Term) {
  if (effectiveDate < term.start || effectiveDate >= term.end) {
    throw refuse(
      "effectiveDate",
      message("transaction.outsideTerm", {
        termStart: context.formatDate(term.start),
        termEnd: context.formatDate(term.end),
      }),
    );
  }
}

function refuseOtherDate(context: PricingContext, fixed: string) {
  const asked = context.request.effectiveDate;
  if (asked && asked !== fixed) {
    throw refuse("effectiveDate", message("transaction.fixedDate", { date: context.formatDate(fixed) }));
  }
}

function refuseDateChanges(changes: TransactionChanges) {
  if (changes.expirationDate !== undefined) throw refuse("changes.expirationDate", "transaction.datesByTransaction");
}

const factsOf = (context: PricingContext) => context.facts ?? noFacts;
const requestedOn = (context: PricingContext) => context.requestedOn ?? context.today;

/** New business and coverage increases wait while a hurricane watch or warning is in effect (company.policyRules). */
function refuseWhileBindingSuspended(context: PricingContext, field: string) {
  const storm = bindingSuspendedBy(factsOf(context), context.rules);
  if (storm) throw refuse(field, message("transaction.bindingSuspended", { catastrophe: storm }));
}

/** A company's notice states its reason in words (s. 627.4133(2)(a)). */
function refuseWithoutNote(context: PricingContext) {
  if (!context.request.note?.trim()) throw refuse("note", "transaction.noteRequired");
}

/** Checks a company's reason against Florida's rules; answers the notice days the storm moratorium sets, or null. */
function companyReasonNotice(
  context: PricingContext,
  reason: CancellationReason,
  type: "cancellation" | "nonRenewal",
): number | null {
  const { history, today, rules } = context;
  const facts = factsOf(context);
  const checked = checkCompanyReason({
    reason,
    type,
    isNew: daysBetween(history.issued[0]!.effectiveDate, today) < rules.newPolicyDays,
    facts,
    moratorium: moratoriumOn(facts, today, rules),
    rules,
    formatDate: context.formatDate,
  });
  if ("said" in checked) throw refuse(checked.field, checked.said);
  return checked.moratoriumNoticeDays;
}

/** 422: the request is understood, but the rules do not allow it; the field shows the same words. */
const refuse = (field: string, said: Message) => new HttpError(422, said, [{ field, message: said }]);

/** A rule broken: 422 naming the rule and the date that would keep it. */
function breaks(
  rule: Message,
  refusal: "tooEarly" | "tooLate" | "windowClosed",
  date: string,
  context: PricingContext,
) {
  const day = context.formatDate(date);
  const said =
    refusal === "tooEarly"
      ? message("transaction.tooEarly", { rule, earliest: day })
      : refusal === "tooLate"
        ? message("transaction.tooLate", { rule, latest: day })
        : message("transaction.windowClosed", { rule, latest: day });
  return refuse("effectiveDate", said);
}

function priceNewBusiness(context: PricingContext): PricedTransaction {
  const { policy, history, request } = context;
  if (latestOf(history) || policy.status === "active" || policy.status === "inactive") {
    throw conflict(message("transaction.alreadyIssued", { policyNumber: policy.policyNumber }));
  }
  const changes = request.changes ?? {};
  const termStart = request.effectiveDate ?? policy.effectiveDate;
  const termEnd = changes.expirationDate ?? policy.expirationDate;
  if (termEnd <= termStart) throw refuse("changes.expirationDate", "transaction.expirationAfterEffective");
  refuseWhileBindingSuspended(context, "effectiveDate");
  refuseHomeOnOtherTypes(context);
  const rated = policy.home || changes.home ? rateNewHome(context, termStart) : null;
  const premium = rated?.premium ?? changes.premium ?? policy.premium;
  const daysInTerm = daysBetween(termStart, termEnd);
  return {
    ...base(context, null),
    type: "newBusiness",
    effectiveDate: termStart,
    termStart,
    termEnd,
    annualPremiumBefore: 0,
    annualPremiumAfter: premium,
    premiumChangeCents: premium * 100,
    daysRemaining: daysInTerm,
    daysInTerm,
    snapshot: {
      premium,
      coverage: changes.coverage ?? policy.coverage,
      effectiveDate: termStart,
      expirationDate: termEnd,
      ...rated,
    },
    rule: null,
  };
}

/** An inspection given with the home: dated to issue, and current on the day it takes effect (florida-rules.ts). */
function refuseStaleInspection(context: PricingContext, home: Home, field: string, onDay: string) {
  const { today, rules, formatDate } = context;
  const said = inspectionProblem(home.windMitigation, {
    onDay,
    today,
    issuing: context.issuing === true,
    rules,
    formatDate,
  });
  if (said) throw refuse(`${field}.windMitigation.inspectedOn`, said);
}

/** New business on a home: the version in force for new business on the term's first day. */
function rateNewHome(context: PricingContext, termStart: string) {
  const changes = context.request.changes ?? {};
  refuseRatedFields(changes);
  const home = changedHome(context.policy.home, changes.home);
  const field = changes.home ? "changes.home" : "home";
  refuseStaleInspection(context, home, field, termStart);
  const roof = roofProblem(home, termStart, context.today, context.rules);
  if (roof) throw refuse(`${field}.roofInspection.inspectedOn`, roof);
  return ratedSnapshot(home, raterOf(context).newBusiness(home, termStart));
}

function priceEndorsement(context: PricingContext, latest: IssuedTransaction, term: Term): PricedTransaction {
  const changes = context.request.changes ?? {};
  refuseDateChanges(changes);
  const effectiveDate = context.request.effectiveDate ?? maxDate(context.today, latest.effectiveDate, term.start);
  refuseOutOfSequence(context, effectiveDate, latest);
  refuseOutsideTerm(context, effectiveDate, term);
  if (Object.keys(changes).length === 0) throw refuse("changes", "transaction.nothingChanges");

  refuseHomeOnOtherTypes(context);
  const before = latest.snapshot;
  // A home is rated again with its term's version: the price is the pro-rata difference of the two worksheets.
  const rated = before.home || changes.home ? rateChangedHome(context, before, term.start) : null;
  const premium = rated?.premium ?? changes.premium ?? before.premium;
  const coverage = rated?.coverage ?? changes.coverage ?? before.coverage;
  if (coverage > before.coverage) refuseWhileBindingSuspended(context, "changes");
  const daysInTerm = daysBetween(term.start, term.end);
  const daysRemaining = daysBetween(effectiveDate, term.end);
  return {
    ...base(context, latest),
    type: "endorsement",
    effectiveDate,
    termStart: term.start,
    termEnd: term.end,
    annualPremiumBefore: before.premium,
    annualPremiumAfter: premium,
    premiumChangeCents: proRataCents((premium - before.premium) * 100, daysRemaining, daysInTerm),
    daysRemaining,
    daysInTerm,
    changes,
    snapshot: { ...before, premium, coverage, ...rated },
    rule: message("transaction.rule.proRata"),
  };
}

/** A renewal opens the next term at the current one's end; a non-renewal ends the policy there. */
function priceTermEnd(
  context: PricingContext,
  latest: IssuedTransaction,
  term: Term,
  type: "renewal" | "nonRenewal",
): PricedTransaction {
  const { policy, rules, today } = context;
  const changes = context.request.changes ?? {};
  refuseDateChanges(changes);
  refuseOtherDate(context, term.end);
  if (latest.type === "nonRenewal") {
    throw conflict(message("transaction.notRenewing", { policyNumber: policy.policyNumber }));
  }
  // A renewal issued for a term that has not started yet: the term it renewed is already renewed.
  if (latest.type === "renewal" && latest.effectiveDate > today) {
    throw conflict(message("transaction.alreadyRenewed", { termEnd: context.formatDate(latest.effectiveDate) }));
  }
  const reason = type === "nonRenewal" ? nonRenewalReason(context) : null;
  const stormNotice = reason ? companyReasonNotice(context, reason, "nonRenewal") : null;
  const noticeDays = stormNotice ?? (type === "renewal" ? rules.renewalNoticeDays : rules.nonRenewalNoticeDays);
  const rule =
    stormNotice !== null
      ? message("transaction.rule.stormException", { days: noticeDays })
      : type === "renewal"
        ? message("transaction.rule.renewalNotice", { days: noticeDays })
        : message("transaction.rule.nonRenewalNotice", { days: noticeDays });
  const latestNoticeDay = addDays(term.end, -noticeDays);
  if (today > latestNoticeDay) throw breaks(rule, "tooLate", latestNoticeDay, context);

  const before = latest.snapshot;
  if (type === "nonRenewal") {
    if (Object.keys(changes).length > 0) throw refuse("changes", "transaction.nothingChanges");
    const daysInTerm = daysBetween(term.start, term.end);
    return {
      ...base(context, latest),
      type,
      effectiveDate: term.end,
      termStart: term.start,
      termEnd: term.end,
      annualPremiumBefore: before.premium,
      annualPremiumAfter: before.premium,
      premiumChangeCents: 0,
      daysRemaining: 0,
      daysInTerm,
      changes: {},
      snapshot: before,
      reason,
      rule,
    };
  }
  const nextEnd = nextTermEnd(term, context.history.issued[0]!.effectiveDate);
  // A home is rated again for the new term, by the version in force for renewals on its first day.
  const renewed = before.home ? renewedHome(context, before, term) : null;
  const rated = renewed?.rated ?? null;
  const premium = rated?.premium ?? changes.premium ?? before.premium;
  const daysInTerm = daysBetween(term.end, nextEnd);
  return {
    ...base(context, latest),
    type,
    effectiveDate: term.end,
    termStart: term.end,
    termEnd: nextEnd,
    annualPremiumBefore: before.premium,
    annualPremiumAfter: premium,
    premiumChangeCents: premium * 100,
    daysRemaining: daysInTerm,
    daysInTerm,
    changes,
    snapshot: {
      ...before,
      premium,
      coverage: changes.coverage ?? before.coverage,
      effectiveDate: term.end,
      expirationDate: nextEnd,
      ...rated,
    },
    rule: renewed?.onCurrentTerms
      ? message("transaction.rule.renewedOnCurrentTerms", {
          deadline: context.formatDate(addDays(term.end, -rules.nonRenewalNoticeDays)),
        })
      : renewed?.expiredInspection
        ? message("transaction.rule.renewalInspectionExpired", {
            days: noticeDays,
            inspectedOn: context.formatDate(renewed.expiredInspection),
            years: rules.windMitigationFormYears,
          })
        : rule,
  };
}

/**
 * A home renewed at the renewal version's price; when that version cannot price it (its ZIP code dropped, say)
 * and the day to mail a non-renewal has passed, on its current terms, as the statute requires: a policy never
 * lapses unannounced (s. 627.4133(2)(a)). Before that day the refusal stands, and the renewal review lists it.
 */
function renewedHome(context: PricingContext, before: PolicySnapshot, term: Term) {
  try {
    const { expiredInspection, ...rated } = rateRenewedHome(context, before, term.end);
    return { rated, onCurrentTerms: false, expiredInspection };
  } catch (error) {
    const lastNoticeDay = addDays(term.end, -context.rules.nonRenewalNoticeDays);
    if (!(error instanceof HttpError) || context.today <= lastNoticeDay || context.request.changes?.home) throw error;
    const { premium, coverage, home, rating } = before;
    return {
      rated: { premium, coverage, home: home!, rating: rating! },
      onCurrentTerms: true,
      expiredInspection: null,
    };
  }
}

/**
 * A non-renewal states its reason in words; its reason, when given, is a company's other than non-payment, and
 * under the storm moratorium one of its exceptions is required.
 */
function nonRenewalReason(context: PricingContext): CancellationReason | null {
  const { reason } = context.request;
  if (reason && !nonRenewalReasons.includes(reason)) throw refuse("reason", "transaction.reasonRule.notForNonRenewal");
  refuseWithoutNote(context);
  const facts = factsOf(context);
  const moratorium = moratoriumOn(facts, context.today, context.rules);
  if (moratorium && !reason) throw refuse("reason", moratoriumRule(moratorium, context.rules, context.formatDate));
  return reason ?? null;
}

/** An endorsed home: the version its term was rated with (or, for a home added mid-term, new business's for the term). */
function rateChangedHome(context: PricingContext, before: PolicySnapshot, termStart: string) {
  const changes = context.request.changes ?? {};
  refuseRatedFields(changes);
  const home = changedHome(before.home ?? null, changes.home);
  // A new form comes with a date, current on the endorsement's day; the one on file keeps its credit to renewal.
  if (changes.home?.windMitigation) {
    refuseStaleInspection(context, home, "changes.home", context.request.effectiveDate ?? context.today);
  }
  const rater = raterOf(context);
  const rating = before.rating
    ? rater.sameVersion(before.rating.rateVersion, home, termStart)
    : rater.newBusiness(home, termStart);
  return ratedSnapshot(home, rating);
}

/** A renewed home; a wind mitigation form expired by the new term loses its credit (answered, for the notice). */
function rateRenewedHome(context: PricingContext, before: PolicySnapshot, nextTermStart: string) {
  const changes = context.request.changes ?? {};
  refuseRatedFields(changes);
  const changed = changedHome(before.home ?? null, changes.home);
  const inspectedOn = changed.windMitigation?.inspectedOn;
  const expired = inspectedOn && inspectionExpiresOn(inspectedOn, context.rules) <= nextTermStart ? inspectedOn : null;
  const home = expired ? { ...changed, windMitigation: null } : changed;
  return { ...ratedSnapshot(home, raterOf(context).renewal(home, nextTermStart)), expiredInspection: expired };
}

/** The first day a cancellation may take effect for its reason, and the rule that says so. */
function earliestCancellation(context: PricingContext, reason: CancellationReason, firstIssued: string) {
  const { rules, today } = context;
  if (reason === "insuredRequest") return { earliest: null, rule: message("transaction.rule.insuredRequest") };
  if (reason === "nonPayment") {
    return {
      earliest: addDays(today, rules.nonPaymentNoticeDays),
      rule: message("transaction.rule.nonPaymentNotice", { days: rules.nonPaymentNoticeDays }),
    };
  }
  const isNew = daysBetween(firstIssued, today) < rules.newPolicyDays;
  const days = isNew ? rules.newPolicyCancellationNoticeDays : rules.cancellationNoticeDays;
  return {
    earliest: addDays(today, days),
    rule: isNew
      ? message("transaction.rule.newPolicyCancellation", { days, newDays: rules.newPolicyDays })
      : message("transaction.rule.cancellationNotice", { days, newDays: rules.newPolicyDays }),
  };
}

function priceCancellation(context: PricingContext, latest: IssuedTransaction, term: Term): PricedTransaction {
  const { request, rules, history } = context;
  const reason = request.reason;
  if (!reason) throw refuse("reason", "transaction.reasonRequired");
  if (request.changes && Object.keys(request.changes).length > 0) {
    throw refuse("changes", "transaction.datesByTransaction");
  }
  if (reason !== "insuredRequest") refuseWithoutNote(context);
  const stormNotice = reason === "insuredRequest" ? null : companyReasonNotice(context, reason, "cancellation");
  const { earliest, rule } =
    stormNotice !== null
      ? {
          earliest: addDays(context.today, stormNotice),
          rule: message("transaction.rule.stormException", { days: stormNotice }),
        }
      : earliestCancellation(context, reason, history.issued[0]!.effectiveDate);
  const effectiveDate = request.effectiveDate ?? maxDate(earliest ?? context.today, latest.effectiveDate, term.start);
  refuseOutOfSequence(context, effectiveDate, latest);
  if (earliest && effectiveDate < earliest) throw breaks(rule, "tooEarly", earliest, context);
  refuseOutsideTerm(context, effectiveDate, term);
  refuseUnsafeCancellationDate(context, reason, effectiveDate, term);

  const isFirstDay = effectiveDate === term.start;
  const method = request.method ?? (isFirstDay ? "flat" : "proRata");
  if (method === "flat" && !isFirstDay) {
    throw refuse("method", message("transaction.flatOnlyOnFirstDay", { termStart: context.formatDate(term.start) }));
  }
  if (method === "shortRate" && reason !== "insuredRequest") throw refuse("method", "transaction.shortRateInsuredOnly");
  if (method === "shortRate" && rules.shortRatePercent === 0) throw refuse("method", "transaction.shortRateOff");

  const before = latest.snapshot;
  const daysInTerm = daysBetween(term.start, term.end);
  const daysRemaining = daysBetween(effectiveDate, term.end);
  const kept = method === "shortRate" ? rules.shortRatePercent : 0;
  return {
    ...base(context, latest),
    type: "cancellation",
    effectiveDate,
    termStart: term.start,
    termEnd: term.end,
    annualPremiumBefore: before.premium,
    annualPremiumAfter: before.premium,
    // 0 − x, not −x: a refund that rounds to nothing is 0, never −0.
    premiumChangeCents: 0 - proRataCents(before.premium * 100, daysRemaining, daysInTerm, kept),
    daysRemaining,
    daysInTerm,
    changes: {},
    snapshot: before,
    reason,
    method,
    rule,
  };
}

/**
 * Dates that protect both sides: the insured's cancellation is not dated before the request unless staff hold a
 * statement of no known loss, and no cancellation reaches back over a loss paid in the term (no flat cancellation
 * of a term with a paid claim).
 */
function refuseUnsafeCancellationDate(
  context: PricingContext,
  reason: CancellationReason,
  effectiveDate: string,
  term: Term,
) {
  const asked = requestedOn(context);
  if (reason === "insuredRequest" && effectiveDate < asked && !context.request.noKnownLoss) {
    throw refuse("effectiveDate", message("transaction.beforeRequest", { requestedOn: context.formatDate(asked) }));
  }
  const paidLoss = paidLossIn(factsOf(context), term.start, term.end);
  if (paidLoss && effectiveDate <= paidLoss) {
    throw refuse("effectiveDate", message("transaction.paidLossInTerm", { lossDate: context.formatDate(paidLoss) }));
  }
}

function priceReinstatement(context: PricingContext, latest: IssuedTransaction): PricedTransaction {
  const { policy, rules, today } = context;
  if (latest.type !== "cancellation") {
    throw conflict(message("transaction.notCancelled", { policyNumber: policy.policyNumber }));
  }
  if (context.request.changes && Object.keys(context.request.changes).length > 0) {
    throw refuse("changes", "transaction.datesByTransaction");
  }
  const windowRule = message("transaction.rule.reinstatementWindow", { days: rules.reinstatementWindowDays });
  const lastDay = addDays(latest.effectiveDate, rules.reinstatementWindowDays);
  if (today > lastDay) throw breaks(windowRule, "windowClosed", lastDay, context);
  const term = context.history.term!;
  // Asked for (paid) before the cancellation took effect, or on a statement of no known loss: no gap in cover.
  // Otherwise back in force from the day it was asked for, with a lapse between (nothing happening meanwhile is covered).
  const asked = requestedOn(context);
  const gapless = asked <= latest.effectiveDate || context.request.noKnownLoss === true;
  const effectiveDate = gapless ? latest.effectiveDate : asked;
  refuseOtherDate(context, effectiveDate);
  refuseOutsideTerm(context, effectiveDate, term);
  const daysRemaining = gapless ? latest.daysRemaining : daysBetween(effectiveDate, term.end);
  const daysInTerm = latest.daysInTerm;
  // The refund comes back whole (a short-rate holdback with it), less the lapse's own days, which had no cover.
  const lapseDays = daysBetween(latest.effectiveDate, effectiveDate);
  const lapseCents = proRataCents(latest.snapshot.premium * 100, lapseDays, daysInTerm);
  return {
    ...base(context, latest),
    type: "reinstatement",
    effectiveDate,
    termStart: term.start,
    termEnd: term.end,
    annualPremiumBefore: latest.snapshot.premium,
    annualPremiumAfter: latest.snapshot.premium,
    premiumChangeCents: 0 - latest.premiumChangeCents - lapseCents,
    daysRemaining,
    daysInTerm,
    method: gapless ? null : "proRata",
    changes: {},
    snapshot: latest.snapshot,
    rule: gapless
      ? windowRule
      : message("transaction.rule.reinstatementLapse", {
          cancelledOn: context.formatDate(latest.effectiveDate),
          reinstatedOn: context.formatDate(effectiveDate),
        }),
  };
}

const maxDate = (...dates: string[]) => dates.reduce((latest, date) => (date > latest ? date : latest));
