import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PaymentPlan, PlanRule } from "../../../shared/billing-rules";
import type { RefundStatus } from "../../../shared/billing";
import type { DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import {
  insuredAccounts,
  invoices,
  payments,
  policies,
  policyTerms,
  refundsDue,
  type InvoiceRow,
  type RefundDueRow,
} from "../../db/schema";
import type { BilledInvoice, TermBilling } from "./bill-policy";

export type BilledTerm = TermBilling & { number: number; endDate: string; nextPlan: PaymentPlan | null };

export function createBillingRepository(db: Db) {
  return {
    /** Locks the policy row: money on one policy moves one transaction at a time. Null when there is no such policy. */
    async lockPolicy(policyId: string, executor: Db): Promise<{ policyNumber: string } | null> {
      const [row] = await executor
        .select({ policyNumber: policies.policyNumber })
        .from(policies)
        .where(eq(policies.id, policyId))
        .for("update");
      return row ?? null;
    },

    async terms(policyId: string, executor: Db = db): Promise<BilledTerm[]> {
      const rows = await executor
        .select()
        .from(policyTerms)
        .where(eq(policyTerms.policyId, policyId))
        .orderBy(asc(policyTerms.number));
      return rows.map((row) => ({
        termId: row.id,
        number: row.number,
        startDate: row.startDate,
        endDate: row.endDate,
        plan: row.plan as PaymentPlan,
        rule: row.planRule,
        nextPlan: row.nextPlan as PaymentPlan | null,
      }));
    },

    async setTermPlan(termId: string, plan: PaymentPlan, rule: PlanRule, executor: Db) {
      await executor.update(policyTerms).set({ plan, planRule: rule }).where(eq(policyTerms.id, termId));
    },

    async setNextPlan(termId: string, plan: PaymentPlan | null, executor: Db) {
      await executor.update(policyTerms).set({ nextPlan: plan }).where(eq(policyTerms.id, termId));
    },

    async invoices(policyId: string, executor: Db = db): Promise<InvoiceRow[]> {
      return executor
        .select()
        .from(invoices)
        .where(eq(invoices.policyId, policyId))
        .orderBy(asc(invoices.dueOn), asc(invoices.installment));
    },

    /** Writes what billing worked out: new invoices inserted, changed ones updated, the rest left alone. */
    async saveInvoices(
      policy: { id: string; policyNumber: string },
      terms: BilledTerm[],
      billed: BilledInvoice[],
      executor: Db,
      pastDueNotices = true,
    ): Promise<void> {
      const stored = new Map(
        (await this.invoices(policy.id, executor)).map((row) => [`${row.termId}/${row.installment}`, row]),
      );
      const termNumber = new Map(terms.map((term) => [term.termId, term.number]));
      for (const invoice of billed) {
        const key = `${invoice.termId}/${invoice.installment}`;
        const row = stored.get(key);
        stored.delete(key);
        const values = {
          dueOn: invoice.dueOn,
          premiumCents: invoice.premiumCents,
          feeCents: invoice.feeCents,
          paidCents: invoice.paidCents,
        };
        if (!row) {
          await executor.insert(invoices).values({
            id: randomUUID(),
            number: `INV-${policy.policyNumber}-${termNumber.get(invoice.termId)}-${invoice.installment}`,
            policyId: policy.id,
            termId: invoice.termId,
            installment: invoice.installment,
            ...values,
            pastDueNotices,
          });
        } else if (
          row.dueOn !== values.dueOn ||
          row.premiumCents !== values.premiumCents ||
          row.feeCents !== values.feeCents ||
          row.paidCents !== values.paidCents
        ) {
          await executor
            .update(invoices)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(invoices.id, row.id));
        }
      }
      // Installments the term's plan no longer has (the plan of a term not yet started was changed).
      const stale = [...stored.values()].map((row) => row.id);
      if (stale.length > 0) await executor.delete(invoices).where(inArray(invoices.id, stale));
    },

    async refunds(policyId: string, executor: Db = db): Promise<RefundDueRow[]> {
      return executor
        .select()
        .from(refundsDue)
        .where(eq(refundsDue.policyId, policyId))
        .orderBy(desc(refundsDue.createdAt), desc(refundsDue.id));
    },

    async insertRefund(
      refund: Pick<RefundDueRow, "policyId" | "transactionId" | "amountCents" | "status" | "createdOn" | "dueBy">,
      executor: Db,
    ): Promise<void> {
      await executor.insert(refundsDue).values({ id: randomUUID(), ...refund });
    },

    async updateRefund(
      id: string,
      change: Partial<
        Pick<
          RefundDueRow,
          "amountCents" | "status" | "dueBy" | "requestedByInsured" | "method" | "reference" | "paidOn" | "paidBy"
        >
      >,
      executor: Db,
    ): Promise<void> {
      await executor
        .update(refundsDue)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(refundsDue.id, id));
    },

    async findRefund(id: string, executor: Db = db) {
      const [row] = await executor
        .select({ refund: refundsDue, policyNumber: policies.policyNumber, insuredName: policies.insuredName })
        .from(refundsDue)
        .innerJoin(policies, eq(policies.id, refundsDue.policyId))
        .where(eq(refundsDue.id, id));
      return row ?? null;
    },

    /** Refunds of these statuses (all when none given), the earliest deadline first, paged. */
    async searchRefunds(statuses: RefundStatus[] | null, page: number, pageSize: number) {
      const where = statuses ? inArray(refundsDue.status, statuses) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ refund: refundsDue, policyNumber: policies.policyNumber, insuredName: policies.insuredName })
          .from(refundsDue)
          .innerJoin(policies, eq(policies.id, refundsDue.policyId))
          .where(where)
          .orderBy(asc(refundsDue.dueBy), asc(refundsDue.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(refundsDue)
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async payments(policyId: string) {
      return db.select().from(payments).where(eq(payments.policyId, policyId)).orderBy(desc(payments.createdAt));
    },

    /** The policy as billing names it, with its insured's language for the e-mails. */
    async policy(policyId: string, scope: DataScope = { kind: "all" }, executor: Db = db) {
      const [row] = await executor
        .select({
          id: policies.id,
          policyNumber: policies.policyNumber,
          status: policies.status,
          insuredName: policies.insuredName,
          insuredEmail: insuredAccounts.email,
        })
        .from(policies)
        .leftJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId))
        .where(
          and(eq(policies.id, policyId), scope.kind === "agent" ? eq(policies.agentId, scope.agentId) : undefined),
        );
      return row ?? null;
    },

    /**
     * Active policies with an installment unpaid since `dueOnOrBefore` and no
     * notice of cancellation yet (their latest issued transaction is not a
     * cancellation): the delinquency round sends them the notice.
     */
    async delinquentWithoutNotice(dueOnOrBefore: string, limit: number, after = ""): Promise<string[]> {
      const rows = await db.execute(sql`
        select distinct i.policy_id from invoice i
        join policy p on p.id = i.policy_id and p.status = 'active'
        where i.premium_cents + i.fee_cents > i.paid_cents and i.due_on <= ${dueOnOrBefore} and i.past_due_notices
          and coalesce((select x.type from policy_transaction x where x.policy_id = i.policy_id and x.status = 'issued'
            order by x.sequence desc limit 1), '') <> 'cancellation'
          and i.policy_id > ${after}
        order by i.policy_id
        limit ${limit}`);
      return (rows as unknown as { rows: { policy_id: string }[] }).rows.map((row) => row.policy_id);
    },

    /**
     * The cancellation for non-payment that is the latest issued transaction
     * of these policies (of one when `policyId` is given), taking effect on or
     * after `since`: a notice still pending, or a cancellation within its
     * reinstatement window.
     */
    async nonPaymentCancellations(since: string, policyId?: string, executor: Db = db) {
      const rows = await executor.execute(sql`
        select x.id, x.policy_id from policy_transaction x
        where x.status = 'issued' and x.type = 'cancellation' and x.reason = 'nonPayment'
          and x.effective_date >= ${since}
          and x.sequence = (select max(y.sequence) from policy_transaction y where y.policy_id = x.policy_id and y.status = 'issued')
          ${policyId ? sql`and x.policy_id = ${policyId}` : sql``}
        order by x.policy_id`);
      return (rows as unknown as { rows: { id: string; policy_id: string }[] }).rows.map((row) => ({
        transactionId: row.id,
        policyId: row.policy_id,
      }));
    },

    /** Policies with money on the ledger but no invoices yet (written before billing, or loaded in bulk). */
    async unbilled(limit: number, executor: Db = db): Promise<string[]> {
      const rows = await executor.execute(sql`
        select distinct l.policy_id from policy_ledger_entry l
        where not exists (select 1 from invoice i where i.policy_id = l.policy_id)
        limit ${limit}`);
      return (rows as unknown as { rows: { policy_id: string }[] }).rows.map((row) => row.policy_id);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
