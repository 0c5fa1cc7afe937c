import { bigserial, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { claims } from "./claims";

/**
 * What happened on a claim file, for its timeline: proof of loss received,
 * investigation started, inspected, repairs completed, assigned, decided,
 * closed, reopened, a letter sent. `on` is the Florida day it happened (which
 * may be earlier than the day it was recorded); the clocks read the claim row's
 * dates, which these events set.
 */
export const claimFileEvents = pgTable(
  "claim_file_event",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    on: date("on").notNull(),
    /** A reason, a name, a letter's document id: what the kind needs, as keys and numbers. */
    detail: text("detail"),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("claim_file_event_claim_idx").on(table.claimId, table.recordedAt)],
);

export type ClaimFileEventRow = typeof claimFileEvents.$inferSelect;
