import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog, type AuditEntry, type NewAuditEntry } from "../../db/schema";

/**
 * All SQL for the audit log. Pass the transaction of the change being
 * recorded, so that the change and its audit row commit or fail together.
 */
export async function insertAuditRow(entry: NewAuditEntry, executor: Db): Promise<AuditEntry> {
  const [row] = await executor.insert(auditLog).values(entry).returning();
  if (!row) throw new Error("audit insert returned no row");
  return row;
}

export function createAuditRepository(db: Db) {
  return {
    record: (entry: NewAuditEntry, executor: Db = db) => insertAuditRow(entry, executor),

    listForEntity(entityType: string, entityId: string): Promise<AuditEntry[]> {
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
        .orderBy(asc(auditLog.occurredAt), asc(auditLog.id));
    },

    async hasAction(action: string, entityType: string, entityId: string): Promise<boolean> {
      const rows = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
