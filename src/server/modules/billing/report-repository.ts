import { and, asc, count, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { companyTimeZone } from "../../../shared/calendar-date";
import type { Db } from "../../db/client";
import { invoices, policies, policyTerms, policyTransactions } from "../../db/schema";

/**
 * The SQL of billing's reports: reads only. The sums are
 * premium-reports.ts's.
 */

// The same expression as the partial index invoice_open_due_idx, so the planner can use it.
const isOpen = sql`${invoices.premiumCents} + ${invoices.feeCents} > ${invoices.paidCents}`;
const openCents = sql<number>`${invoices.premiumCents} + ${invoices.feeCents} - ${invoices.paidCents}`.mapWith(Number);

const policyNamed = {
  policyId: policies.id,
  policyNumber: policies.policyNumber,
  insuredName: policies.insuredName,
};

export function createBillingReportRepository(db: Db) {
  return {
    /**
     * Every transaction issued by the end of `asOf` (its issue day in
     * Florida) and in effect by then, with its term's days, by policy in
     * issued order.
     */
    async issuedTransactions(asOf: string) {
      const rows = await db
        .select({
          ...policyNamed,
          termId: policyTransactions.termId,
          termStartDate: policyTerms.startDate,
          termEndDate: policyTerms.endDate,
          transactionTermStart: policyTransactions.termStart,
          transactionTermEnd: policyTransactions.termEnd,
          type: policyTransactions.type,
          effectiveDate: policyTransactions.effectiveDate,
          sequence: policyTransactions.sequence,
          premiumChangeCents: policyTransactions.premiumChangeCents,
          annualPremiumAfter: policyTransactions.annualPremiumAfter,
        })
        .from(policyTransactions)
        .innerJoin(policies, eq(policies.id, policyTransactions.policyId))
        .leftJoin(policyTerms, eq(policyTerms.id, policyTransactions.termId))
        .where(
          and(
            eq(policyTransactions.status, "issued"),
            lte(policyTransactions.effectiveDate, asOf),
            sql`(${policyTransactions.issuedAt} at time zone ${companyTimeZone})::date <= ${asOf}::date`,
          ),
        )
        .orderBy(asc(policies.policyNumber), asc(policyTransactions.sequence));
      return rows.map((row) => ({
        policyId: row.policyId,
        policyNumber: row.policyNumber,
        insuredName: row.insuredName,
        // An issued transaction always has its term; the transaction's own days stand in should the term be gone.
        termKey: row.termId ?? `${row.transactionTermStart}/${row.transactionTermEnd}`,
        termStart: row.termStartDate ?? row.transactionTermStart,
        termEnd: row.termEndDate ?? row.transactionTermEnd,
        type: row.type,
        effectiveDate: row.effectiveDate,
        sequence: row.sequence ?? 0,
        premiumChangeCents: row.premiumChangeCents,
        annualPremiumAfter: row.annualPremiumAfter,
      }));
    },

    /** Every invoice with something left to pay, with its policy. */
    async openInvoices() {
      return db
        .select({ ...policyNamed, dueOn: invoices.dueOn, openCents })
        .from(invoices)
        .innerJoin(policies, eq(policies.id, invoices.policyId))
        .where(isOpen);
    },

    /**
     * Invoices still open after their due day, paged: the policy whose
     * oldest invoice is the most overdue first, its invoices together, oldest first.
     */
    async pastDueInvoices(today: string, page: number, pageSize: number) {
      const where = and(isOpen, lt(invoices.dueOn, today));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...policyNamed,
            invoiceId: invoices.id,
            invoiceNumber: invoices.number,
            dueOn: invoices.dueOn,
            openCents,
          })
          .from(invoices)
          .innerJoin(policies, eq(policies.id, invoices.policyId))
          .where(where)
          .orderBy(
            sql`min(${invoices.dueOn}) over (partition by ${invoices.policyId})`,
            asc(policies.policyNumber),
            asc(invoices.dueOn),
            asc(invoices.installment),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(invoices).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The issued cancellations and reinstatements of these policies. */
    async cancellationEvents(policyIds: string[]) {
      if (policyIds.length === 0) return [];
      return db
        .select({
          policyId: policyTransactions.policyId,
          transactionId: policyTransactions.id,
          type: policyTransactions.type,
          reason: policyTransactions.reason,
          sequence: policyTransactions.sequence,
          effectiveDate: policyTransactions.effectiveDate,
          issuedAt: policyTransactions.issuedAt,
        })
        .from(policyTransactions)
        .where(
          and(
            inArray(policyTransactions.policyId, policyIds),
            eq(policyTransactions.status, "issued"),
            inArray(policyTransactions.type, ["cancellation", "reinstatement"]),
          ),
        );
    },
  };
}

export type BillingReportRepository = ReturnType<typeof createBillingReportRepository>;
