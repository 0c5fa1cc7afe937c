import { sql } from "drizzle-orm";
import { bigint, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * SPEC §3 "GL product": a general-liability product of the catalogue, with
 * its coverage and forms lists. Deleting archives (`archived_at`): archived
 * products no longer list, but policies written on them keep their history.
 */
export const glProducts = pgTable(
  "gl_product",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    productType: text("product_type").notNull(),
    status: text("status").notNull(),
    effectiveDate: date("effective_date").notNull(),
    expirationDate: date("expiration_date"),
    /** Base annual premium, whole US dollars. */
    premium: bigint("premium", { mode: "number" }).notNull(),
    coverage: jsonb("coverage").$type<string[]>().notNull().default([]),
    forms: jsonb("forms").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (table) => [
    index("gl_product_name_idx").on(table.name),
    // Names are unique, ignoring case, among products still in the catalogue.
    uniqueIndex("gl_product_live_name_unique")
      .on(sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
  ],
);

export type GlProductRow = typeof glProducts.$inferSelect;
