import { and, desc, eq, inArray, max, or, sql, type SQL } from "drizzle-orm";
import type { ActivityEntry } from "../../../shared/activity";
import type { Db } from "../../db/client";
import { auditLog, documents, user } from "../../db/schema";

/** A document's name as its audit row saw it (after the change, or before a delete). */
const subject = sql<string | null>`coalesce(${auditLog.after}->>'name', ${auditLog.before}->>'name')`;

/**
 * History read from the audit log: a portal's recent activity (the portal
 * and the documents on it) with its stats, and one document's history.
 * Both walk the (entity_type, entity_id, occurred_at) index.
 */
export function createActivityRepository(db: Db) {
  function portalAndItsDocuments(portalId: string): SQL {
    const documentIds = db.select({ id: documents.id }).from(documents).where(eq(documents.portalId, portalId));
    return or(
      and(eq(auditLog.entityType, "portal"), eq(auditLog.entityId, portalId)),
      and(eq(auditLog.entityType, "document"), inArray(auditLog.entityId, documentIds)),
    )!;
  }

  async function entries(where: SQL, limit: number): Promise<ActivityEntry[]> {
    const rows = await db
      .select({
        id: auditLog.id,
        occurredAt: auditLog.occurredAt,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        actorName: user.name,
        subject,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actor))
      .where(where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
  }

  return {
    recentForPortal: (portalId: string, limit: number) => entries(portalAndItsDocuments(portalId), limit),

    documentHistory: (documentId: string) =>
      entries(and(eq(auditLog.entityType, "document"), eq(auditLog.entityId, documentId))!, 200),

    /** People (not the system) who changed the portal or its documents, and when it last changed. */
    async portalStats(portalId: string): Promise<{ users: number; lastActivityAt: string | null }> {
      const [stats] = await db
        .select({
          users:
            sql<number>`count(distinct ${auditLog.actor}) filter (where ${auditLog.actor} not like 'system:%')`.mapWith(
              Number,
            ),
          lastActivityAt: max(auditLog.occurredAt),
        })
        .from(auditLog)
        .where(portalAndItsDocuments(portalId));
      return {
        users: stats?.users ?? 0,
        lastActivityAt: stats?.lastActivityAt ? new Date(stats.lastActivityAt).toISOString() : null,
      };
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
