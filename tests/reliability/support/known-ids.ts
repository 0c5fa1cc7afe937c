import { notInArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { reportTypes } from "../../../src/shared/report";
import {
  agentApplications,
  claims,
  documents,
  glProducts,
  insuredAccounts,
  policies,
  portals,
  user,
} from "../../../src/server/db/schema";
import { testDatabase } from "../../api/support/test-database";

/**
 * Ids of real rows, by the path segment before the parameter (`/api/claims/{id}`
 * → "claims") or by query parameter name, so generated requests reach the
 * handlers and the database rather than stopping at "not found".
 */
export type KnownIds = Record<string, string[]>;

type Source = { table: PgTable; id: PgColumn };
const sources: Record<string, Source> = {
  policies: { table: policies, id: policies.id },
  portal: { table: portals, id: portals.id },
  documents: { table: documents, id: documents.id },
  claims: { table: claims, id: claims.id },
  "agent-applications": { table: agentApplications, id: agentApplications.id },
  "gl-products": { table: glProducts, id: glProducts.id },
  productId: { table: glProducts, id: glProducts.id },
  accountId: { table: insuredAccounts, id: insuredAccounts.id },
};

/** Loads up to five ids per source; the callers' own accounts are left out so no caller is demoted or locked out. */
export async function loadKnownIds(callerIds: string[]): Promise<KnownIds> {
  const { db } = await testDatabase();
  const known: KnownIds = { reports: [...reportTypes] };
  for (const [name, { table, id }] of Object.entries(sources)) {
    const rows = await db.select({ id }).from(table).limit(5);
    known[name] = rows.map((row) => String(row.id));
  }
  const others = await db.select({ id: user.id }).from(user).where(notInArray(user.id, callerIds)).limit(5);
  known.users = others.map((row) => row.id);
  return known;
}

/** The known ids for a path parameter: those of the collection named just before it. */
export function idsForPathParam(known: KnownIds, path: string, param: string): string[] {
  const segments = path.split("/");
  const at = segments.indexOf(`{${param}}`);
  return known[segments[at - 1] ?? ""] ?? [];
}
