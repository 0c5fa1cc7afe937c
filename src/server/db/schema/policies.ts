import { sql } from "drizzle-orm";
import { bigint, date, index, jsonb, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Home, StoredRating } from "../../../shared/rating";
import { insuredAccounts } from "./accounts";
import { user } from "./auth";

/** Policy numbers come from this sequence: unique, never reused, even after a rollback. */
export const policyNumberSequence = pgSequence("policy_number_seq", { startWith: 1 });

/**
 * SPEC §3 "Policy". Money is whole US dollars. The number is given by the
 * database and a trigger refuses to change it (migration 0002). Free-text
 * search uses GIN indexes on the number and the insured's name, each with the
 * status beside its trigrams (hand-written in migration 0011: they need the
 * pg_trgm and btree_gin extensions). The btree indexes below let a broad
 * search read policies already in the order the list shows (decision 0018).
 */
export const policies = pgTable(
  "policy",
  {
    id: text("id").primaryKey(),
    policyNumber: text("policy_number")
      .notNull()
      .unique()
      .default(sql`'SRE-' || lpad(nextval('policy_number_seq')::text, 7, '0')`),
    policyType: text("policy_type").notNull(),
    status: text("status").notNull().default("draft"),
    insuredName: text("insured_name").notNull(),
    businessType: text("business_type"),
    effectiveDate: date("effective_date").notNull(),
    expirationDate: date("expiration_date").notNull(),
    premium: bigint("premium", { mode: "number" }).notNull(),
    coverage: bigint("coverage", { mode: "number" }).notNull(),
    description: text("description"),
    agentId: text("agent_id").references(() => user.id, { onDelete: "set null" }),
    /** The insured's account (Account_* API), when the policy belongs to one. */
    accountId: text("account_id").references(() => insuredAccounts.id, { onDelete: "set null" }),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    endorsements: jsonb("endorsements").$type<string[]>().notNull().default([]),
    /** A Property policy on a home: what it is rated on (decision 0031); null for every other policy. */
    home: jsonb("home").$type<Home>(),
    /** The home's current price with its worksheet, from the rate table version it names. */
    rating: jsonb("rating").$type<StoredRating>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("policy_agent_idx").on(table.agentId, table.policyNumber),
    index("policy_agent_status_idx").on(table.agentId, table.status, table.policyNumber),
    index("policy_insured_name_idx").on(table.insuredName, table.id),
    index("policy_effective_date_idx").on(table.effectiveDate, table.id),
    index("policy_expiration_date_idx").on(table.expirationDate, table.id),
    index("policy_premium_idx").on(table.premium, table.id),
    index("policy_account_idx").on(table.accountId),
  ],
);

export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicyRow = typeof policies.$inferInsert;
