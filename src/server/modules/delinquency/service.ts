import { addDays } from "../../../shared/calendar-date";
import type { Company } from "../../../shared/company";
import { HttpError } from "../../http-errors";
import type { BillingService } from "../billing/service";
import type { PolicyTransactionService } from "../policy-transactions/service";
import { systemActor } from "../policy-transactions/system-actor";

export interface DelinquencyRound {
  /** Notices of cancellation for non-payment issued. */
  noticed: number;
  /** Paid in time: the notice rescinded, or the cancelled policy reinstated within its window. */
  reinstated: number;
  /** Refused by the rules or done by another instance first. */
  refused: number;
  /**
   * The refusals by their reason's catalog key, so the log says why late policies got no notice
   * (each is tried again every round until the reason goes away or it is paid).
   */
  refusedBecause: Record<string, number>;
}

const emptyRound = (): DelinquencyRound => ({ noticed: 0, reinstated: 0, refused: 0, refusedBecause: {} });

const actor = systemActor("billing");

/**
 * Delinquency: an installment unpaid `pastDueNoticeAfterDays`
 * after its day gets the policy a cancellation for non-payment, issued today
 * to take effect after Florida's notice period (its notice is e-mailed with
 * its PDF, as every issued transaction's); the policy rounds apply it on its
 * day. Once what was past due is paid (service.amountToKeep), a reinstatement on the cancellation's
 * day takes it back: before that day it rescinds the notice with no gap, after
 * it (within the reinstatement window) it reinstates the policy. Safe with
 * several instances: issuing locks the policy and prices again, so the second
 * instance's try is refused and counted as such.
 */
export function createDelinquencyService(deps: {
  billing: Pick<BillingService, "amountToKeep" | "delinquentWithoutNotice" | "nonPaymentCancellations">;
  transactions: Pick<PolicyTransactionService, "issueNow">;
  company: Pick<Company, "billingRules" | "policyRules">;
  today: () => string;
}) {
  const { billing } = deps;
  const { billingRules, policyRules } = deps.company;

  async function attempt(work: () => Promise<unknown>, round: DelinquencyRound, counted: "noticed" | "reinstated") {
    try {
      await work();
      round[counted] += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      round.refused += 1;
      const reason = typeof error.said === "string" ? error.said : error.said.key;
      round.refusedBecause[reason] = (round.refusedBecause[reason] ?? 0) + 1;
    }
  }

  const reinstate = (policyId: string) => deps.transactions.issueNow(policyId, { type: "reinstatement" }, actor);

  return {
    async run(batch = 200): Promise<DelinquencyRound> {
      const today = deps.today();
      const round = emptyRound();
      const cancellation = {
        type: "cancellation" as const,
        reason: "nonPayment" as const,
        // The reason in words the notice must state (s. 627.4133(2)(a)1.); the reason's own label is translated.
        note: "An installment of premium is past due and unpaid.",
        effectiveDate: addDays(today, policyRules.nonPaymentNoticeDays),
      };
      // Batch after batch in policy order, so policies the rules keep refusing never hold the rest back.
      for (let after = ""; ;) {
        const late = await billing.delinquentWithoutNotice(
          addDays(today, -billingRules.pastDueNoticeAfterDays),
          batch,
          after,
        );
        for (const policyId of late) {
          await attempt(() => deps.transactions.issueNow(policyId, cancellation, actor), round, "noticed");
        }
        if (late.length < batch) break;
        after = late.at(-1)!;
      }
      const since = addDays(today, -policyRules.reinstatementWindowDays);
      for (const { policyId } of await billing.nonPaymentCancellations(since)) {
        if ((await billing.amountToKeep(policyId)) === 0) await attempt(() => reinstate(policyId), round, "reinstated");
      }
      return round;
    },

    /** Right after a payment settles: a policy it brings up to date is reinstated (or its notice rescinded) at once. */
    async afterPayment(policyId: string): Promise<boolean> {
      if ((await billing.amountToKeep(policyId)) !== 0) return false;
      const round = emptyRound();
      await attempt(() => reinstate(policyId), round, "reinstated");
      return round.reinstated > 0;
    },
  };
}

export type DelinquencyService = ReturnType<typeof createDelinquencyService>;
