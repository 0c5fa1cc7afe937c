import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The catastrophe notice: a site-wide banner staff publish during a
 * storm. It shows on every public page between `starts_at` and `ends_at`;
 * the public site asks for the current one at run time, so no rebuild is
 * needed. `link_url` is https or a site path starting with "/".
 */
export const catastropheNotices = pgTable(
  "catastrophe_notice",
  {
    id: text("id").primaryKey(),
    textEn: text("text_en").notNull(),
    /** Empty when no translation was given: the banner falls back to English. */
    textIt: text("text_it").notNull().default(""),
    linkUrl: text("link_url"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("catastrophe_notice_window_idx").on(table.startsAt, table.endsAt)],
);

export type CatastropheNoticeRow = typeof catastropheNotices.$inferSelect;
