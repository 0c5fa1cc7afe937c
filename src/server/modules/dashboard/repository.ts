import { and, count, eq, sql } from "drizzle-orm";
import type { DashboardFigures } from "../../../shared/dashboard";
import type { DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { policies, portals } from "../../db/schema";
import { createDocumentRepository } from "../documents/repository";
import { portalScopeCondition } from "../portals/repository";

/** The dashboard's four figures (definitions in src/shared/dashboard.ts), in three small queries. */
export function createDashboardRepository(db: Db) {
  const documents = createDocumentRepository(db);
  const policyScope = (scope: DataScope) => (scope.kind === "agent" ? eq(policies.agentId, scope.agentId) : undefined);

  return {
    async figures(scope: DataScope, now: Date): Promise<DashboardFigures> {
      const [[portalRow], [policyRow], recentDocuments] = await Promise.all([
        db
          .select({ value: count() })
          .from(portals)
          .where(and(eq(portals.status, "Active"), portalScopeCondition(scope))),
        db
          .select({
            active: count(sql`case when ${policies.status} = 'active' then 1 end`),
            issued: count(sql`case when ${policies.status} in ('active', 'inactive') then 1 end`),
            premium: sql<string>`coalesce(sum(case when ${policies.status} = 'active' then ${policies.premium} end), 0)`,
          })
          .from(policies)
          .where(policyScope(scope)),
        documents.countRecent(scope, now),
      ]);
      const active = policyRow?.active ?? 0;
      const issued = policyRow?.issued ?? 0;
      return {
        activePortals: portalRow?.value ?? 0,
        recentDocuments,
        totalPremium: Number(policyRow?.premium ?? 0),
        activePoliciesPercent: issued === 0 ? 0 : Math.round((active / issued) * 100),
      };
    },
  };
}
