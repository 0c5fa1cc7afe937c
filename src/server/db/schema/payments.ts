import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { policies } from "./policies";

/**
 * One row per payment attempt started from /pay-policy. No card data: the
 * payment portal holds that. `started` becomes `completed` or `failed` once,
 * when the portal's signed answer comes back; the confirmation e-mail is
 * written in that same transaction.
 */
export const payments = pgTable(
  "payment",
  {
    id: text("id").primaryKey(),
    /** Shown on the receipt: PAY-XXXXXXXX. */
    reference: text("reference").notNull().unique(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    payerEmail: text("payer_email").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("USD"),
    status: text("status").notNull().default("started"),
    provider: text("provider").notNull(),
    /** The language the payer paid in: the receipt e-mail is written in it. */
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_policy_idx").on(table.policyId, table.status),
    // Only attempts never settled, a small set: housekeeping finds the abandoned ones by age (modules/housekeeping).
    index("payment_started_idx")
      .on(table.createdAt)
      .where(sql`status = 'started'`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
