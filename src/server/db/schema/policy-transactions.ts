import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { defaultBillingRules, type PlanRule } from "../../../shared/billing-rules";
import type { TransactionChanges } from "../../../shared/policy-transaction";
import type { Home, StoredRating } from "../../../shared/rating";
import { user } from "./auth";
import { documents } from "./documents";
import { payments } from "./payments";
import { policies } from "./policies";

const fullPayRule = defaultBillingRules.plans.full;

/**
 * A policy's terms (decision 0030): the periods it is written for, numbered
 * from 1. New business opens the first, each renewal the next; a term is
 * [start, end): it ends at the start of its end date.
 */
export const policyTerms = pgTable(
  "policy_term",
  {
    id: text("id").primaryKey(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /** The payment plan the term is billed on, and the plan's rule as it was then. */
    plan: text("plan").notNull().default("full"),
    planRule: jsonb("plan_rule").$type<PlanRule>().notNull().default(fullPayRule),
    /** The plan the insured chose for the next term (the member's "change plan at renewal"); null keeps this one. */
    nextPlan: text("next_plan"),
    /** An instance offering this term's renewal holds it until then, so two instances never prepare the same one. */
    renewalClaimedUntil: timestamp("renewal_claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("policy_term_number_idx").on(table.policyId, table.number),
    index("policy_term_end_idx").on(table.endDate),
  ],
);

/** The priced state of a policy after a transaction: what "the policy as of a date" reads. */
export interface PolicySnapshot {
  premium: number;
  coverage: number;
  effectiveDate: string;
  expirationDate: string;
  /** A rated home's inputs and price with its worksheet (decision 0031); absent for other policies. */
  home?: Home;
  rating?: StoredRating;
}

/**
 * Every change to an issued policy. `quoted` becomes `issued` (from then on
 * a trigger refuses any change: migration 0018) or `withdrawn`. `sequence`
 * orders the issued ones; `applied_at` is when the policy row took the
 * change (at issue when it is already in effect, else on its day).
 */
export const policyTransactions = pgTable(
  "policy_transaction",
  {
    id: text("id").primaryKey(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    status: text("status").notNull().default("quoted"),
    effectiveDate: date("effective_date").notNull(),
    termStart: date("term_start").notNull(),
    termEnd: date("term_end").notNull(),
    /** The term it belongs to, once issued (a renewal's: the term it opens). */
    termId: text("term_id").references(() => policyTerms.id, { onDelete: "set null" }),
    annualPremiumBefore: bigint("annual_premium_before", { mode: "number" }).notNull(),
    annualPremiumAfter: bigint("annual_premium_after", { mode: "number" }).notNull(),
    premiumChangeCents: bigint("premium_change_cents", { mode: "number" }).notNull(),
    daysRemaining: integer("days_remaining").notNull(),
    daysInTerm: integer("days_in_term").notNull(),
    changes: jsonb("changes").$type<TransactionChanges>().notNull().default({}),
    /** The policy's priced fields once this transaction is in effect. */
    snapshot: jsonb("snapshot").$type<PolicySnapshot>().notNull(),
    reason: text("reason"),
    method: text("method"),
    note: text("note"),
    /** Quoted on the insured's signed statement of no known loss (a backdated or gapless change, staff only). */
    noKnownLoss: boolean("no_known_loss").notNull().default(false),
    /** The Florida day it was asked for (quoted): an insured's cancellation is not dated before it. */
    requestedOn: date("requested_on"),
    /** The catalog key of the rule it follows (`transaction.rule.*`), with its numbers. */
    ruleKey: text("rule_key"),
    ruleParams: jsonb("rule_params").$type<Record<string, string | number>>(),
    /** The latest issued transaction when this one was quoted: issuing a stale quote is refused. */
    basedOn: text("based_on"),
    sequence: integer("sequence"),
    documentId: text("document_id").references(() => documents.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    issuedBy: text("issued_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (table) => [
    index("policy_transaction_policy_idx").on(table.policyId, table.createdAt),
    uniqueIndex("policy_transaction_sequence_idx").on(table.policyId, table.sequence),
    // Only issued transactions not yet in effect: the daily round reads this small set.
    index("policy_transaction_unapplied_idx")
      .on(table.effectiveDate)
      .where(sql`status = 'issued' and applied_at is null`),
  ],
);

/**
 * The policy's ledger: each issued transaction's charge (+) or refund (−)
 * and each completed payment (−). The balance, what the insured owes, is
 * their sum; the payment page asks for it.
 */
export const policyLedgerEntries = pgTable(
  "policy_ledger_entry",
  {
    id: text("id").primaryKey(),
    /** The order entries were written in: billing replays them in it (several may share a timestamp). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    postedOn: date("posted_on").notNull(),
    transactionId: text("transaction_id").references(() => policyTransactions.id, { onDelete: "restrict" }),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("policy_ledger_policy_idx").on(table.policyId, table.createdAt),
    uniqueIndex("policy_ledger_transaction_idx").on(table.transactionId),
    uniqueIndex("policy_ledger_payment_idx").on(table.paymentId),
  ],
);

export type PolicyTermRow = typeof policyTerms.$inferSelect;
export type PolicyTransactionRow = typeof policyTransactions.$inferSelect;
export type PolicyLedgerEntryRow = typeof policyLedgerEntries.$inferSelect;
