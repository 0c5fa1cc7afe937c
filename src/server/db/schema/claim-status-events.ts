import { bigserial, index, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { claimNoteMaxLength } from "../../../shared/claim";
import { user } from "./auth";
import { claims } from "./claims";

/**
 * A claim's status timeline (received, assigned, adjuster contact,
 * closed), one row per change, as the member portal will show it. Filing
 * writes the first "received"; staff's changes write the rest. `changed_by`
 * is null for the claimant's own filing. The serial id orders events written
 * in one transaction, which share a `changed_at`.
 */
export const claimStatusEvents = pgTable(
  "claim_status_event",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    /** Written for the insured: it goes into their e-mail and, later, their portal. */
    note: varchar("note", { length: claimNoteMaxLength }),
  },
  (table) => [index("claim_status_event_claim_idx").on(table.claimId, table.changedAt)],
);

export type ClaimStatusEventRow = typeof claimStatusEvents.$inferSelect;
