import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { DataScope } from "../auth/data-scope";
import { documents, policies, portals } from "./schema";

// What an agent may see, as SQL: shared by every repository that reads documents (their own module's, the reports').

/**
 * An agent sees a document of their portals or policies, or one they
 * uploaded that is on neither yet.
 */
export function documentScopeCondition(scope: DataScope): SQL | undefined {
  if (scope.kind === "all") return undefined;
  return or(
    inArray(
      documents.portalId,
      sql`(select ${portals.id} from ${portals} where ${portals.agentId} = ${scope.agentId})`,
    ),
    inArray(
      documents.policyId,
      sql`(select ${policies.id} from ${policies} where ${policies.agentId} = ${scope.agentId})`,
    ),
    and(isNull(documents.portalId), isNull(documents.policyId), eq(documents.ownerId, scope.agentId)),
  );
}
