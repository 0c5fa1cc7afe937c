import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { policies } from "./policies";
import { policyTerms, policyTransactions } from "./policy-transactions";

/**
 * A policy's invoices (decision 0033): one per installment of a
 * term's plan, and one per additional premium billed on its own. What they
 * hold is worked out from the ledger by billing/bill-policy.ts and written
 * back whenever money moves; open = premium + fee − paid.
 */
export const invoices = pgTable(
  "invoice",
  {
    id: text("id").primaryKey(),
    /** Shown to the insured: INV-<policy number>-<term>-<installment>. */
    number: text("number").notNull().unique(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    termId: text("term_id")
      .notNull()
      .references(() => policyTerms.id, { onDelete: "cascade" }),
    installment: integer("installment").notNull(),
    dueOn: date("due_on").notNull(),
    premiumCents: bigint("premium_cents", { mode: "number" }).notNull(),
    feeCents: bigint("fee_cents", { mode: "number" }).notNull().default(0),
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    /**
     * Whether a notice of cancellation follows when it goes unpaid: not for
     * invoices billed for money owed before billing existed (migration 0022,
     * the seeds, billUnbilled), whose insureds were never told of a due date.
     */
    pastDueNotices: boolean("past_due_notices").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invoice_term_installment_idx").on(table.termId, table.installment),
    index("invoice_policy_idx").on(table.policyId, table.dueOn),
    // Only invoices with something left to pay: the delinquency job and aged receivables read this small set.
    index("invoice_open_due_idx")
      .on(table.dueOn)
      .where(sql`premium_cents + fee_cents > paid_cents`),
  ],
);

/**
 * Money owed back to the insured: the credit a cancellation,
 * a reduction or an overpayment leaves. `due` must be paid by `due_by`
 * (Florida business days); `held` is a small amount paid only when the
 * insured asks; `paid` records how; `withdrawn` was taken back by a later
 * charge (a reinstatement) before it was paid.
 */
export const refundsDue = pgTable(
  "refund_due",
  {
    id: text("id").primaryKey(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    /** The transaction whose return of premium left the credit, when one did. */
    transactionId: text("transaction_id").references(() => policyTransactions.id, { onDelete: "set null" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    createdOn: date("created_on").notNull(),
    dueBy: date("due_by").notNull(),
    requestedByInsured: boolean("requested_by_insured").notNull().default(false),
    method: text("method"),
    reference: text("reference"),
    paidOn: date("paid_on"),
    paidBy: text("paid_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("refund_due_policy_idx").on(table.policyId),
    index("refund_due_open_idx")
      .on(table.dueBy)
      .where(sql`status in ('due', 'held')`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type RefundDueRow = typeof refundsDue.$inferSelect;
