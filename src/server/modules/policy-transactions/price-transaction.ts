import { addDays, daysBetween } from "../../../shared/calendar-date";
import type { PolicyRules } from "../../../shared/company";
import { message, type Message } from "../../../shared/messages/message";
import { proRataCents } from "../../../shared/pro-rata";
import type {
  CancellationReason,
  TransactionChanges,
  TransactionRequest,
  TransactionType,
} from "../../../shared/policy-transaction";
import { conflict, HttpError } from "../../http-errors";
import type { ExplainedTransaction } from "./explain-transaction";
import type { PolicySnapshot } from "../../db/schema";
import type { Home } from "../../../shared/rating";
import type { HomeRater } from "../rating/rate-book";
import { changedHome, ratedSnapshot, refuseRatedFields } from "./rated-home";

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

/** The same stretch of calendar: whole years stay whole years (a leap year's term has 366 days). */
function nextTermEnd(term: Term): string {
  const [startYear, startRest] = [Number(term.start.slice(0, 4)), term.start.slice(4)];
  const [endYear, endRest] = [Number(term.end.slice(0, 4)), term.end.slice(4)];
  if (startRest === endRest) return `${String(endYear + (endYear - startYear)).padStart(4, "0")}${endRest}`;
  return addDays(term.end, daysBetween(term.start, term.end));
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

/** New business on a home: the version in force for new business on the term's first day. */
function rateNewHome(context: PricingContext, termStart: string) {
  const changes = context.request.changes ?? {};
  refuseRatedFields(changes);
  const home = changedHome(context.policy.home, changes.home);
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
    snapshot: { ...before, premium, coverage: changes.coverage ?? before.coverage, ...rated },
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
  const noticeDays = type === "renewal" ? rules.renewalNoticeDays : rules.nonRenewalNoticeDays;
  const rule =
    type === "renewal"
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
      rule,
    };
  }
  const nextEnd = nextTermEnd(term);
  // A home is rated again for the new term, by the version in force for renewals on its first day.
  const rated = before.home ? rateRenewedHome(context, before, term.end) : null;
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
    rule,
  };
}

/** An endorsed home: the version its term was rated with (or, for a home added mid-term, new business's for the term). */
function rateChangedHome(context: PricingContext, before: PolicySnapshot, termStart: string) {
  const changes = context.request.changes ?? {};
  refuseRatedFields(changes);
  const home = changedHome(before.home ?? null, changes.home);
  const rater = raterOf(context);
  const rating = before.rating
    ? rater.sameVersion(before.rating.rateVersion, home, termStart)
    : rater.newBusiness(home, termStart);
  return ratedSnapshot(home, rating);
}

function rateRenewedHome(context: PricingContext, before: PolicySnapshot, nextTermStart: string) {
  const changes = context.request.changes ?? {};
  refuseRatedFields(changes);
  const home = changedHome(before.home ?? null, changes.home);
  return ratedSnapshot(home, raterOf(context).renewal(home, nextTermStart));
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
  const firstIssued = history.issued[0]!.effectiveDate;
  const { earliest, rule } = earliestCancellation(context, reason, firstIssued);
  const effectiveDate = request.effectiveDate ?? maxDate(earliest ?? context.today, latest.effectiveDate, term.start);
  refuseOutOfSequence(context, effectiveDate, latest);
  if (earliest && effectiveDate < earliest) throw breaks(rule, "tooEarly", earliest, context);
  refuseOutsideTerm(context, effectiveDate, term);

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

function priceReinstatement(context: PricingContext, latest: IssuedTransaction): PricedTransaction {
  const { policy, rules, today } = context;
  if (latest.type !== "cancellation") {
    throw conflict(message("transaction.notCancelled", { policyNumber: policy.policyNumber }));
  }
  refuseOtherDate(context, latest.effectiveDate);
  if (context.request.changes && Object.keys(context.request.changes).length > 0) {
    throw refuse("changes", "transaction.datesByTransaction");
  }
  const rule = message("transaction.rule.reinstatementWindow", { days: rules.reinstatementWindowDays });
  const lastDay = addDays(latest.effectiveDate, rules.reinstatementWindowDays);
  if (today > lastDay) throw breaks(rule, "windowClosed", lastDay, context);
  const term = context.history.term!;
  return {
    ...base(context, latest),
    type: "reinstatement",
    effectiveDate: latest.effectiveDate,
    termStart: term.start,
    termEnd: term.end,
    annualPremiumBefore: latest.snapshot.premium,
    annualPremiumAfter: latest.snapshot.premium,
    premiumChangeCents: 0 - latest.premiumChangeCents,
    daysRemaining: latest.daysRemaining,
    daysInTerm: latest.daysInTerm,
    changes: {},
    snapshot: latest.snapshot,
    rule,
  };
}

const maxDate = (...dates: string[]) => dates.reduce((latest, date) => (date > latest ? date : latest));
