import { and, asc, count, desc, eq, inArray, isNull, sql, sum, type SQL } from "drizzle-orm";
import type { DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { claims, documents, policies } from "../../db/schema";
import { documentScopeCondition } from "../../db/scope-conditions";

const policyScope = (scope: DataScope): SQL | undefined =>
  scope.kind === "agent" ? eq(policies.agentId, scope.agentId) : undefined;

const claimScope = (scope: DataScope): SQL | undefined =>
  scope.kind === "agent"
    ? inArray(
        claims.policyId,
        sql`(select ${policies.id} from ${policies} where ${policies.agentId} = ${scope.agentId})`,
      )
    : undefined;

/** All SQL of the reports, each over what the caller may see. Sums come back as numbers. */
export function createReportRepository(db: Db) {
  return {
    policiesByType(scope: DataScope) {
      return db
        .select({
          policyType: policies.policyType,
          policies: count(),
          active: count(sql`case when ${policies.status} = 'active' then 1 end`),
          premium: sum(policies.premium).mapWith(Number),
          coverage: sum(policies.coverage).mapWith(Number),
        })
        .from(policies)
        .where(policyScope(scope))
        .groupBy(policies.policyType);
    },

    policiesByStatus(scope: DataScope) {
      return db
        .select({ status: policies.status, policies: count(), premium: sum(policies.premium).mapWith(Number) })
        .from(policies)
        .where(policyScope(scope))
        .groupBy(policies.status);
    },

    documentsByStatus(scope: DataScope) {
      return db
        .select({
          status: documents.status,
          documents: count(),
          highPriority: count(sql`case when ${documents.priority} in ('High', 'Urgent') then 1 end`),
          size: sum(documents.size).mapWith(Number),
        })
        .from(documents)
        .where(and(isNull(documents.deletedAt), documentScopeCondition(scope)))
        .groupBy(documents.status);
    },

    claims(scope: DataScope) {
      return db
        .select({
          claimNumber: claims.claimNumber,
          reportedOn: sql<string>`to_char(${claims.createdAt}, 'YYYY-MM-DD')`,
          dateOfLoss: claims.dateOfLoss,
          policyNumber: claims.policyNumber,
          memberFirstName: claims.memberFirstName,
          memberLastName: claims.memberLastName,
          category: claims.category,
          city: claims.city,
          state: claims.state,
          status: claims.status,
        })
        .from(claims)
        .where(claimScope(scope))
        .orderBy(desc(claims.createdAt), asc(claims.claimNumber));
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
