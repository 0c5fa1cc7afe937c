import type { LedgerEntryKind, TransactionType } from "../../../shared/policy-transaction";
import type { PremiumLedgerService } from "../premium-ledger/service";
import type { BillingEvent } from "./bill-policy";

/** Ledger kinds billing writes itself: they follow from the invoices, so replaying skips them. */
export const installmentFeeKind: LedgerEntryKind = "installmentFee";
export const refundPaidKind: LedgerEntryKind = "refundPaid";

type LedgerEntry = Awaited<ReturnType<PremiumLedgerService["entries"]>>[number];

/** The policy's money in the order it was posted, as billing replays it, and the fees already posted. */
export function billingEventsOf(entries: LedgerEntry[]): { events: BillingEvent[]; feesPostedCents: number } {
  const events: BillingEvent[] = [];
  let feesPostedCents = 0;
  for (const entry of entries) {
    if (entry.kind === installmentFeeKind) feesPostedCents += entry.amountCents;
    else if (entry.kind === refundPaidKind) {
      events.push({ kind: "refund", amountCents: entry.amountCents, postedOn: entry.postedOn });
    } else if (entry.kind === "payment") {
      events.push({
        kind: "payment",
        paymentId: entry.paymentId!,
        amountCents: -entry.amountCents,
        postedOn: entry.postedOn,
      });
    } else if (entry.termId) {
      events.push({
        kind: "premium",
        termId: entry.termId,
        transactionType: entry.transactionType as TransactionType,
        amountCents: entry.amountCents,
        postedOn: entry.postedOn,
        transactionId: entry.transactionId!,
      });
    }
  }
  return { events, feesPostedCents };
}
