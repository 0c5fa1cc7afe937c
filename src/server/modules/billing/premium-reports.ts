import {
  agingBuckets,
  type AgedReceivables,
  type AgingBucket,
  type AgingFigures,
  type NonPaymentNotice,
  type PremiumFigures,
  type PremiumReport,
} from "../../../shared/billing-reports";
import { daysBetween } from "../../../shared/calendar-date";
import { centsOf } from "../../../shared/pro-rata";
import { termPremiumAsOf, type TermTransaction } from "./earned-premium";

/**
 * The sums of billing's reports, pure: the report
 * repository reads the rows, these add them up, and the unit tests hold them
 * to earned + unearned = written and to the aging buckets' edges.
 */

interface PolicyNamed {
  policyId: string;
  policyNumber: string;
  insuredName: string;
}

/** An issued transaction as the premium report reads it: issued and in effect by the report's day. */
export interface ReportedTransaction extends PolicyNamed {
  /** The term it belongs to (a renewal's: the term it opens), and that term's days [start, end). */
  termKey: string;
  termStart: string;
  termEnd: string;
  type: string;
  effectiveDate: string;
  sequence: number;
  premiumChangeCents: number;
  /** The annual premium once it is in force, in whole dollars as the transactions store it. */
  annualPremiumAfter: number;
}

const noPremium = (): PremiumFigures => ({ writtenCents: 0, earnedCents: 0, unearnedCents: 0 });

function addPremium(into: PremiumFigures, figures: PremiumFigures): void {
  into.writtenCents += figures.writtenCents;
  into.earnedCents += figures.earnedCents;
  into.unearnedCents += figures.unearnedCents;
}

const byPolicyNumber = (a: PolicyNamed, b: PolicyNamed) =>
  a.policyNumber < b.policyNumber ? -1 : a.policyNumber > b.policyNumber ? 1 : 0;

/**
 * Written, earned and unearned premium as of the end of `asOf`, per policy
 * and in total: each term worked out by `termPremiumAsOf` (earned day by day,
 * to the cent), a policy the sum of its terms, the book the sum of its
 * policies. Every term's three figures agree, so every line's and the
 * total's do too. The caller passes only what was issued by then.
 */
export function premiumReport(transactions: readonly ReportedTransaction[], asOf: string): PremiumReport {
  const terms = new Map<string, { policy: PolicyNamed; start: string; end: string; items: TermTransaction[] }>();
  for (const row of transactions) {
    if (row.effectiveDate > asOf) continue;
    const key = `${row.policyId}/${row.termKey}`;
    let term = terms.get(key);
    if (!term) {
      const policy = { policyId: row.policyId, policyNumber: row.policyNumber, insuredName: row.insuredName };
      term = { policy, start: row.termStart, end: row.termEnd, items: [] };
      terms.set(key, term);
    }
    term.items.push({
      type: row.type,
      effectiveDate: row.effectiveDate,
      sequence: row.sequence,
      premiumChangeCents: row.premiumChangeCents,
      annualAfterCents: centsOf(row.annualPremiumAfter),
    });
  }
  const policies = new Map<string, PremiumReport["policies"][number]>();
  const total = noPremium();
  for (const term of terms.values()) {
    const figures = termPremiumAsOf({ startDate: term.start, endDate: term.end }, term.items, asOf);
    let line = policies.get(term.policy.policyId);
    if (!line) {
      line = { ...term.policy, ...noPremium() };
      policies.set(term.policy.policyId, line);
    }
    addPremium(line, figures);
    addPremium(total, figures);
  }
  return { asOf, policies: [...policies.values()].sort(byPolicyNumber), total };
}

/** The aging bucket of an invoice `daysPastDue` days past its due day (0 or less: not yet due). */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  return agingBuckets.find(({ throughDays }) => daysPastDue <= throughDays)!.bucket;
}

export interface OpenInvoice extends PolicyNamed {
  dueOn: string;
  openCents: number;
}

const noAging = (): AgingFigures => ({
  currentCents: 0,
  days1To30Cents: 0,
  days31To60Cents: 0,
  days61To90Cents: 0,
  over90DaysCents: 0,
  totalCents: 0,
});

/** What is open on the invoices, per policy and in total, in the bucket of their days past due on `asOf`. */
export function agedReceivables(invoices: readonly OpenInvoice[], asOf: string): AgedReceivables {
  const policies = new Map<string, AgedReceivables["policies"][number]>();
  const total = noAging();
  for (const invoice of invoices) {
    if (invoice.openCents <= 0) continue;
    const bucket = `${agingBucketOf(daysBetween(invoice.dueOn, asOf))}Cents` as const;
    let line = policies.get(invoice.policyId);
    if (!line) {
      const { policyId, policyNumber, insuredName } = invoice;
      line = { policyId, policyNumber, insuredName, ...noAging() };
      policies.set(policyId, line);
    }
    line[bucket] += invoice.openCents;
    line.totalCents += invoice.openCents;
    total[bucket] += invoice.openCents;
    total.totalCents += invoice.openCents;
  }
  return { asOf, policies: [...policies.values()].sort(byPolicyNumber), total };
}

/** An issued cancellation or reinstatement of a policy, as the delinquency list reads them. */
export interface CancellationEvent {
  transactionId: string;
  type: string;
  reason: string | null;
  sequence: number;
  effectiveDate: string;
  issuedOn: string;
}

/**
 * The notice of cancellation for non-payment standing on a policy: its
 * latest issued cancellation for non-payment, unless a reinstatement was
 * issued after it. Null when there is none.
 */
export function standingNonPaymentNotice(events: readonly CancellationEvent[]): NonPaymentNotice | null {
  const ordered = [...events].sort((a, b) => a.sequence - b.sequence);
  const notice = ordered.findLast((event) => event.type === "cancellation" && event.reason === "nonPayment");
  if (!notice) return null;
  const reinstated = ordered.some((event) => event.type === "reinstatement" && event.sequence > notice.sequence);
  if (reinstated) return null;
  return { transactionId: notice.transactionId, issuedOn: notice.issuedOn, effectiveDate: notice.effectiveDate };
}
