import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every signed notification the payment portal sent us, one row per event id
 * (decision 0011): the primary key is what makes a repeated delivery settle
 * nothing again. `payment_id` is not a foreign key on purpose: a notification
 * about a payment we do not have is kept (outcome `unmatched`) for staff,
 * never dropped. `payload` is the body as the portal signed it.
 */
export const paymentNotifications = pgTable(
  "payment_notification",
  {
    eventId: text("event_id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    /** What the portal reports: completed or failed. */
    status: text("status").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** settled, alreadySettled or unmatched. */
    outcome: text("outcome").notNull(),
    /** Why an unmatched one matched nothing: unknownPayment, amountDiffers, statusDiffers. */
    reason: text("reason"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb("payload").notNull(),
  },
  (table) => [
    index("payment_notification_outcome_idx").on(table.outcome, table.receivedAt),
    index("payment_notification_payment_idx").on(table.paymentId),
  ],
);

export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect;
