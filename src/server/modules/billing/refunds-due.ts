import type { BillingRules } from "../../../shared/billing-rules";
import { addFloridaBusinessDays } from "../../../shared/florida-business-days";
import type { Db } from "../../db/client";
import type { RefundDueRow } from "../../db/schema";
import type { BillingRepository } from "./repository";

/** Still to pay: due, or held until the insured asks. */
export const openRefund = (row: RefundDueRow) => row.status === "due" || row.status === "held";

/**
 * Brings the policy's refunds due in line with its credit (billing replays
 * it from the ledger): a new refund for credit not yet owed, due within the
 * Florida business days of the company's rules (held when small), or the
 * newest refunds withdrawn or reduced for credit a charge used up.
 */
export async function matchRefundsToCredit(
  repository: BillingRepository,
  rules: BillingRules,
  today: string,
  { policyId, creditCents, transactionId }: { policyId: string; creditCents: number; transactionId: string | null },
  tx: Db,
): Promise<void> {
  const outstanding = (await repository.refunds(policyId, tx)).filter(openRefund);
  let owed = outstanding.reduce((sum, refund) => sum + refund.amountCents, 0);
  if (creditCents > owed) {
    const amountCents = creditCents - owed;
    await repository.insertRefund(
      {
        policyId,
        transactionId,
        amountCents,
        status: amountCents <= rules.smallRefundCents ? "held" : "due",
        createdOn: today,
        dueBy: addFloridaBusinessDays(today, rules.refundBusinessDays),
      },
      tx,
    );
    return;
  }
  // The newest first: a reinstatement takes back the refund its cancellation made.
  for (const refund of outstanding) {
    if (owed <= creditCents) break;
    const excess = owed - creditCents;
    if (refund.amountCents <= excess) {
      await repository.updateRefund(refund.id, { status: "withdrawn" }, tx);
      owed -= refund.amountCents;
    } else {
      const amountCents = refund.amountCents - excess;
      const held = amountCents <= rules.smallRefundCents && !refund.requestedByInsured;
      await repository.updateRefund(refund.id, { amountCents, status: held ? "held" : "due" }, tx);
      owed = creditCents;
    }
  }
}
