import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who changed what, when, with the record before and after. Every mutation of
 * business data writes one row, in the same transaction as the change.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** User id, or a system actor such as "system:seed". */
    actor: text("actor").notNull(),
    /** Verb in dotted form: "policy.create", "document.approve". */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    requestId: text("request_id"),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entityType, table.entityId, table.occurredAt),
    index("audit_log_occurred_at_idx").on(table.occurredAt),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;
