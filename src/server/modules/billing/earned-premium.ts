import { addDays, daysBetween } from "../../../shared/calendar-date";
import { proRataCents } from "../../../shared/pro-rata";

/** An issued transaction of one term, as the premium reports read it. */
export interface TermTransaction {
  type: string;
  effectiveDate: string;
  /** Issued order within the policy: on the same day, the later one is in force. */
  sequence: number;
  premiumChangeCents: number;
  /** The annual premium once it is in force, in cents; a cancellation leaves none in force. */
  annualAfterCents: number;
}

export interface TermPremium {
  writtenCents: number;
  earnedCents: number;
  unearnedCents: number;
}

/**
 * Written, earned and unearned premium of one term [start, end) at the end of
 * `asOf`. Written is every change effective by then. Unearned is
 * what a flat pro-rata cancellation the next day would return: the annual
 * premium in force that day for the days left, rounded once, as the
 * transactions price it. Earned is written less unearned, so the three always
 * agree to the cent, earned grows day by day, and at the term's end (or from
 * a cancellation's day) everything written is earned.
 */
export function termPremiumAsOf(
  term: { startDate: string; endDate: string },
  transactions: readonly TermTransaction[],
  asOf: string,
): TermPremium {
  // The latest issued of those in effect is in force, as policy-as-of.ts reads a policy (no out-of-sequence changes).
  const inEffect = transactions
    .filter((transaction) => transaction.effectiveDate <= asOf)
    .sort((a, b) => a.sequence - b.sequence);
  const writtenCents = inEffect.reduce((sum, transaction) => sum + transaction.premiumChangeCents, 0);
  const latest = inEffect.at(-1);
  const daysInTerm = daysBetween(term.startDate, term.endDate);
  const firstUnearned = addDays(asOf, 1) < term.startDate ? term.startDate : addDays(asOf, 1);
  const daysLeft = Math.max(0, daysBetween(firstUnearned, term.endDate));
  const inForce = latest && latest.type !== "cancellation" ? latest.annualAfterCents : 0;
  const unearnedCents = daysLeft > 0 && inForce > 0 ? proRataCents(inForce, daysLeft, daysInTerm) : 0;
  return { writtenCents, earnedCents: writtenCents - unearnedCents, unearnedCents };
}
