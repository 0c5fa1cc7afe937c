import { sql } from "drizzle-orm";
import { bigint, date, index, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { policies } from "./policies";

export const portalIdentitySequence = pgSequence("portal_identity_seq", { startWith: 1 });

/**
 * SPEC §3 "Portal": a policy's working space in the staff area. The API keeps
 * the spec's field names (QsmConfigName, NameInsured, SchemaID...); the
 * columns say what they hold. `id` is the spec's diHeaderGUID (row key) and
 * `portal_identity` the number users see and put in URLs.
 */
export const portals = pgTable(
  "portal",
  {
    id: text("id").primaryKey(),
    portalIdentity: text("portal_identity")
      .notNull()
      .unique()
      .default(sql`'PRT-' || lpad(nextval('portal_identity_seq')::text, 6, '0')`),
    name: text("name").notNull(),
    companyName: text("company_name").notNull(),
    schemaId: text("schema_id").notNull(),
    policyId: text("policy_id").references(() => policies.id, { onDelete: "set null" }),
    /** The policy's number when linked, else what staff typed ("TBD" for a new portal). */
    policyNumber: text("policy_number").notNull(),
    status: text("status").notNull(),
    businessType: text("business_type").notNull(),
    coverageType: text("coverage_type").notNull(),
    effectiveDate: date("effective_date").notNull(),
    expirationDate: date("expiration_date").notNull(),
    /** Annual premium, whole US dollars. */
    premiumAmount: bigint("premium_amount", { mode: "number" }).notNull(),
    /** Scopes what agents see, like a policy's agent. */
    agentId: text("agent_id").references(() => user.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("portal_agent_idx").on(table.agentId, table.createdAt),
    index("portal_status_idx").on(table.status, table.createdAt),
    index("portal_policy_idx").on(table.policyId),
    index("portal_created_at_idx").on(table.createdAt),
  ],
);

export type PortalRow = typeof portals.$inferSelect;
