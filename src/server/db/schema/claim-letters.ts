import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { claims } from "./claims";

/**
 * The letters a claim owes its insured (decision 0047): the acknowledgement
 * with the Homeowner Claims Bill of Rights, each coverage decision with the
 * notice of mediation, each payment, the closing. The action that owes one
 * writes its row in its own transaction, so no letter is lost; a round writes
 * the PDF into the member's documents and e-mails the insured, then records
 * `documentId` and `sentAt`. `detail` keeps what the letter says as it was
 * when it was owed (a decision's reason, a payment's id).
 */
export const claimLetters = pgTable(
  "claim_letter",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    /** acknowledgement | decision | payment | closing */
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | null>>().notNull().default({}),
    owedAt: timestamp("owed_at", { withTimezone: true }).notNull().defaultNow(),
    /** A round writing it holds it until then; another round takes it after. */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    documentId: text("document_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (table) => [
    index("claim_letter_claim_idx").on(table.claimId, table.owedAt),
    index("claim_letter_owed_idx").on(table.sentAt, table.id),
  ],
);

export type ClaimLetterRow = typeof claimLetters.$inferSelect;
