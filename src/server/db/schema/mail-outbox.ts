import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every e-mail the product sends, written in the same transaction as the
 * record it is about, then delivered by the outbox sender (src/server/mail).
 * Without SMTP the rows wait here, readable by staff: nothing is lost.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What the message is for: "password-reset", "claim-acknowledgement"... */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** The same message as HTML (render-mail.ts); null on rows written before mail had an HTML part. */
    htmlBody: text("html_body"),
    /** pending → sent, or failed after the last attempt. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The request that wrote the message (x-request-id), so the sender's log lines join that request's. */
    requestId: text("request_id"),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    // Housekeeping removes delivered mail by age (modules/housekeeping): the oldest sent rows, found without a scan.
    index("mail_outbox_sent_idx")
      .on(table.sentAt)
      .where(sql`status = 'sent'`),
  ],
);

export type OutboxMessage = typeof mailOutbox.$inferSelect;
