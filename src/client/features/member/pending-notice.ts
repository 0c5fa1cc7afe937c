import { addDays } from "../../../shared/calendar-date";
import type { PolicyTransaction } from "../../../shared/policy-transaction";

/**
 * What the member must know before anything else on the policy page: a
 * change that is coming (a cancellation, the end of the policy, a renewal)
 * or a cancellation that can still be undone. Dates are Florida calendar days.
 */
export type PendingNotice =
  | { kind: "cancellation"; cancelsOn: string; refundCents: number }
  | { kind: "reinstatable"; cancelledOn: string; lastDay: string }
  | { kind: "nonRenewal"; endsOn: string }
  | { kind: "renewal"; renewsOn: string; termEnd: string; premium: number };

/**
 * The one notice to show, from the policy's issued transactions, as of
 * `today`: a cancellation outranks the end of the term (it comes first, and
 * a renewal no longer matters), and a non-renewal outranks a renewal.
 *
 * A cancellation counts only when no reinstatement was issued after it; it
 * is pending while its day is still ahead, and reinstatable (the rules of
 * price-transaction.ts) until `reinstatementWindowDays` after that day.
 */
export function pendingNotice(
  transactions: readonly PolicyTransaction[],
  today: string,
  reinstatementWindowDays: number,
): PendingNotice | null {
  const issued = newestFirst(transactions.filter((transaction) => transaction.status === "issued"));

  const lastCancelOrReinstate = issued.find(({ type }) => type === "cancellation" || type === "reinstatement");
  if (lastCancelOrReinstate?.type === "cancellation") {
    const { effectiveDate, premiumChangeCents } = lastCancelOrReinstate;
    if (effectiveDate > today) {
      return { kind: "cancellation", cancelsOn: effectiveDate, refundCents: Math.max(0, -premiumChangeCents) };
    }
    const lastDay = addDays(effectiveDate, reinstatementWindowDays);
    return today <= lastDay ? { kind: "reinstatable", cancelledOn: effectiveDate, lastDay } : null;
  }

  const nonRenewal = issued.find(({ type, effectiveDate }) => type === "nonRenewal" && effectiveDate > today);
  if (nonRenewal) return { kind: "nonRenewal", endsOn: nonRenewal.effectiveDate };

  const renewal = issued.find(({ type, effectiveDate }) => type === "renewal" && effectiveDate > today);
  if (renewal) {
    return {
      kind: "renewal",
      renewsOn: renewal.effectiveDate,
      termEnd: renewal.termEnd,
      premium: renewal.annualPremiumAfter,
    };
  }
  return null;
}

/** The most recently issued first; the server's order breaks ties. */
function newestFirst(transactions: PolicyTransaction[]): PolicyTransaction[] {
  return transactions
    .map((transaction, index) => ({ transaction, index }))
    .sort((a, b) => (b.transaction.issuedAt ?? "").localeCompare(a.transaction.issuedAt ?? "") || a.index - b.index)
    .map(({ transaction }) => transaction);
}
