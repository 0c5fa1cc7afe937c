import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { RateTable } from "../../../shared/rating";
import { user } from "./auth";

/**
 * The homeowners rate tables (decision 0031): each loaded version, whole, as
 * data. A version is never changed once loaded (a later one replaces it from
 * its dates on), so quotes and transactions that name it can be read again.
 */
export const rateVersions = pgTable(
  "rate_version",
  {
    id: text("id").primaryKey(),
    product: text("product").notNull(),
    version: text("version").notNull(),
    newBusinessFrom: date("new_business_from").notNull(),
    renewalFrom: date("renewal_from").notNull(),
    illustrative: boolean("illustrative").notNull(),
    note: text("note").notNull(),
    rateTable: jsonb("rate_table").$type<RateTable>().notNull(),
    loadedBy: text("loaded_by").references(() => user.id, { onDelete: "set null" }),
    loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("rate_version_product_version_idx").on(table.product, table.version),
    index("rate_version_new_business_idx").on(table.product, table.newBusinessFrom),
  ],
);

export type RateVersionRow = typeof rateVersions.$inferSelect;
