import { todayInFlorida } from "../../../shared/calendar-date";
import type { Company } from "../../../shared/company";
import type { Db } from "../../db/client";
import type { PaymentRow } from "../../db/schema";
import type { Mailer } from "../mail/mailer";
import { auditedWrite } from "../audit/audited-write";
import type { BillingService } from "../billing/service";
import type { PremiumLedgerService } from "../premium-ledger/service";
import { paymentConfirmationMail } from "./payment-mails";
import type { PaymentRepository } from "./repository";

export interface SettlementDeps {
  repository: PaymentRepository;
  ledger: PremiumLedgerService;
  billing: Pick<BillingService, "rebill">;
  mail: Pick<Mailer, "queue">;
  company: Company;
  /**
   * After a completed payment commits: a policy it brings up to date under a
   * notice for non-payment is reinstated at once (delinquency/service.ts).
   */
  afterCompleted?: (policyId: string) => Promise<unknown>;
}

/** Who settles: the payer's browser coming back, or the portal's notification; named in the audit log. */
export interface SettledBy {
  actor: string;
  requestId: string;
}

export type SettledPayment = PaymentRow & { policyNumber: string };

/**
 * The one way a payment is settled (decision 0011), whichever of the payer's
 * return and the portal's notification arrives first: `started` becomes
 * `completed` or `failed` once, audited, in the caller's transaction. The
 * caller nudges the mail sender after it commits.
 */
export function createPaymentSettlementService({
  repository,
  ledger,
  billing,
  mail,
  company,
  afterCompleted,
}: SettlementDeps) {
  /**
   * What a completed payment changes besides its own row, in the settlement's
   * transaction: whatever else a payment pays belongs here too, so it commits
   * (or not) with the settlement and happens once.
   */
  async function postCompleted(settled: SettledPayment, tx: Db): Promise<void> {
    await ledger.post(
      {
        policyId: settled.policyId,
        kind: "payment",
        amountCents: -settled.amountCents,
        postedOn: todayInFlorida(settled.completedAt ?? new Date()),
        paymentId: settled.id,
      },
      tx,
    );
    // The payment pays the policy's oldest open installment first.
    await billing.rebill(settled.policyId, tx);
    await mail.queue(paymentConfirmationMail(settled, settled.policyNumber, company), tx);
  }

  return {
    /**
     * Once the settlement has committed: what a completed payment sets off
     * outside it. A failure here leaves the payment settled; the policy round
     * does the same work later.
     */
    async followUp(settled: Pick<PaymentRow, "policyId" | "status"> | null | undefined): Promise<void> {
      if (settled?.status !== "completed" || !afterCompleted) return;
      await afterCompleted(settled.policyId).catch(() => undefined);
    },

    /**
     * Settles the payment with the portal's outcome: the settled payment, or
     * null when it was settled already (or does not exist), and then nothing
     * changes. Two settlements racing on PostgreSQL: the second waits for the
     * first's row lock and then finds it settled.
     */
    async settle(paymentId: string, status: "completed" | "failed", by: SettledBy, tx: Db) {
      const before = await repository.find(paymentId, tx);
      if (!before) return null;
      return auditedWrite<SettledPayment>(tx, {
        actor: by.actor,
        action: status === "completed" ? "payment.complete" : "payment.fail",
        entityType: "payment",
        requestId: by.requestId,
        before,
        async apply(savepoint) {
          const row = await repository.settle(paymentId, status, savepoint);
          if (!row) return null;
          if (row.status === "completed") await postCompleted({ ...row, policyNumber: before.policyNumber }, savepoint);
          return row.id;
        },
        read: (id, savepoint) => repository.find(id, savepoint),
      });
    },
  };
}

export type PaymentSettlementService = ReturnType<typeof createPaymentSettlementService>;
