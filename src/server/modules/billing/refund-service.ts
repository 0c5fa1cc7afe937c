import type { RefundChange, RefundDue, RefundStatus } from "../../../shared/billing";
import type { Company } from "../../../shared/company";
import { addFloridaBusinessDays } from "../../../shared/florida-business-days";
import { message } from "../../../shared/messages/message";
import { toPage } from "../../../shared/page";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import { refundAnswer } from "./billing-answers";
import { openRefund } from "./refunds-due";
import type { PremiumLedgerService } from "../premium-ledger/service";
import { refundPaidKind } from "./ledger-events";
import type { BillingRepository } from "./repository";
import type { BillingService } from "./service";

const refundNotFound = () => notFound("billing.refundNotFound");

/**
 * Refunds due as staff work them: the list, the earliest deadline
 * first, and recording one as paid (posted to the ledger, the policy billed
 * again) or a held small one as asked for by the insured; audited.
 */
export function createRefundService({
  db,
  repository,
  billing: { rebill },
  ledger,
  company,
  today,
}: {
  db: Db;
  repository: BillingRepository;
  billing: Pick<BillingService, "rebill">;
  ledger: PremiumLedgerService;
  company: Pick<Company, "billingRules" | "policyRules">;
  today: () => string;
}) {
  const rules = company.billingRules;

  return {
    async refunds(query: { status?: RefundStatus; page: number; pageSize: number }) {
      const statuses: RefundStatus[] | null = query.status ? [query.status] : ["due", "held"];
      const { rows, total } = await repository.searchRefunds(statuses, query.page, query.pageSize);
      const day = today();
      const items: RefundDue[] = rows.map(({ refund, ...policy }) =>
        refundAnswer(refund, { id: refund.policyId, ...policy }, day),
      );
      return toPage(items, query, total);
    },

    /** Staff record a refund as paid (method, reference) or a held one as asked for; audited, and the ledger follows. */
    async changeRefund(id: string, change: RefundChange, actor: Actor): Promise<RefundDue> {
      const found = await repository.findRefund(id);
      if (!found) throw refundNotFound();
      await auditedWrite(db, {
        actor: actor.userId,
        action: change.status === "paid" ? "refund.pay" : "refund.request",
        entityType: "refund",
        requestId: actor.requestId,
        before: found.refund,
        async apply(tx) {
          await repository.lockPolicy(found.refund.policyId, tx);
          const [current] = (await repository.refunds(found.refund.policyId, tx)).filter((row) => row.id === id);
          if (!current || !openRefund(current)) {
            throw conflict(
              message("billing.refundSettled", {
                status: { key: `words.refundStatus.${(current?.status ?? "withdrawn") as RefundStatus}` },
              }),
            );
          }
          if (change.status === "due") {
            if (current.status !== "held") throw conflict(message("billing.refundNotHeld"));
            // Asked for now: owed from today, within the same Florida business days.
            const dueBy = addFloridaBusinessDays(today(), rules.refundBusinessDays);
            await repository.updateRefund(id, { status: "due", requestedByInsured: true, dueBy }, tx);
            return id;
          }
          await repository.updateRefund(
            id,
            {
              status: "paid",
              method: change.method,
              reference: change.reference,
              paidOn: change.paidOn,
              paidBy: actor.userId,
            },
            tx,
          );
          await ledger.post(
            {
              policyId: current.policyId,
              kind: refundPaidKind,
              amountCents: current.amountCents,
              postedOn: change.paidOn,
            },
            tx,
          );
          await rebill(current.policyId, tx);
          return id;
        },
        read: async (refundId, tx) =>
          (await repository.refunds(found.refund.policyId, tx)).find((row) => row.id === refundId)!,
      });
      const after = (await repository.findRefund(id))!;
      return refundAnswer(
        after.refund,
        { id: after.refund.policyId, policyNumber: after.policyNumber, insuredName: after.insuredName },
        today(),
      );
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
