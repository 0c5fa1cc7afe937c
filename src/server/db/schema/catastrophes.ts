import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { catastropheNotices } from "./catastrophe-notices";

/**
 * A catastrophe: a named storm or other event many claims come from. A wind or
 * storm claim whose date of loss falls in its watch-and-warning window (from the
 * first hurricane watch or warning in Florida to 72 hours after the last ends,
 * s. 627.4025) is coded to it and, for a hurricane, takes the hurricane deductible.
 * Under a declared state of emergency the Bill of Rights clock does not apply.
 */
export const catastrophes = pgTable(
  "catastrophe",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** hurricane | other */
    peril: text("peril").notNull(),
    watchWarningFrom: timestamp("watch_warning_from", { withTimezone: true }).notNull(),
    /** When the last watch or warning ended; the window runs the company's hours past it. */
    watchWarningUntil: timestamp("watch_warning_until", { withTimezone: true }).notNull(),
    stateOfEmergency: boolean("state_of_emergency").notNull().default(false),
    /** The storm banner shown on the public pages for it, if any. */
    noticeId: text("notice_id").references(() => catastropheNotices.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("catastrophe_window_idx").on(table.watchWarningFrom, table.watchWarningUntil)],
);

export type CatastropheRow = typeof catastrophes.$inferSelect;
