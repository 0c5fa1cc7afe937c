import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { claims } from "./claims";

/**
 * A claim's outstanding reserve per coverage (A dwelling, B other structures,
 * C personal property, D loss of use) and for expense: what the company expects
 * still to pay. Incurred = paid + outstanding. Each change is a row of
 * claim_reserve_change with its reason.
 */
export const claimReserves = pgTable(
  "claim_reserve",
  {
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    /** A | B | C | D | expense */
    coverage: text("coverage").notNull(),
    /** The reserve set: what may be paid in all on this coverage, paid included. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.claimId, table.coverage] })],
);

export const claimReserveChanges = pgTable(
  "claim_reserve_change",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    coverage: text("coverage").notNull(),
    fromCents: bigint("from_cents", { mode: "number" }).notNull(),
    toCents: bigint("to_cents", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("claim_reserve_change_claim_idx").on(table.claimId, table.changedAt)],
);

/**
 * A payment on a claim: gross, the deductible the system applied, net, and any
 * statutory interest for paying after the decision deadline. `status` is
 * pendingApproval (above the adjuster's authority), issued or voided.
 */
export const claimPayments = pgTable(
  "claim_payment",
  {
    id: text("id").primaryKey(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    coverage: text("coverage").notNull(),
    grossCents: bigint("gross_cents", { mode: "number" }).notNull(),
    /** allOtherPerils | hurricane: the deductible it was applied against. */
    deductibleKind: text("deductible_kind").notNull(),
    deductibleCents: bigint("deductible_cents", { mode: "number" }).notNull(),
    /** What was left of the claim's deductible after this payment. */
    deductibleLeftCents: bigint("deductible_left_cents", { mode: "number" }).notNull(),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
    interestCents: bigint("interest_cents", { mode: "number" }).notNull().default(0),
    payee: text("payee").notNull(),
    /** check | ach */
    method: text("method").notNull(),
    status: text("status").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedBy: text("approved_by").references(() => user.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    voidedBy: text("voided_by").references(() => user.id, { onDelete: "set null" }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
  },
  (table) => [index("claim_payment_claim_idx").on(table.claimId, table.createdAt)],
);

/**
 * Claim money, kept apart from the premium ledger: loss and expense paid, one
 * entry when a payment is issued and a reversing one when it is voided.
 */
export const claimLedgerEntries = pgTable(
  "claim_ledger_entry",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    paymentId: text("payment_id")
      .notNull()
      .references(() => claimPayments.id, { onDelete: "cascade" }),
    /** loss | expense */
    kind: text("kind").notNull(),
    coverage: text("coverage").notNull(),
    /** Net paid plus interest; negative for a void. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("claim_ledger_claim_idx").on(table.claimId)],
);

/**
 * One row per insured account and calendar year, locked while a payment works
 * out its deductible: two payments at the same moment never apply one hurricane
 * deductible twice (s. 627.701(5)(a)).
 */
export const claimDeductibleYears = pgTable(
  "claim_deductible_year",
  {
    accountKey: text("account_key").notNull(),
    year: integer("year").notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountKey, table.year] })],
);
export type ClaimPaymentRow = typeof claimPayments.$inferSelect;
