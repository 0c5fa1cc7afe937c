import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { createPolicyRepository } from "../../src/server/modules/policies/repository";
import { policySearchSchema } from "../../src/shared/policy";

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/**
 * The exact statements the app runs for one staff search, captured from the
 * repository itself through Drizzle's query logger, so the floor server runs
 * the same SQL and nothing simpler.
 */
export async function captureSearchSql(url: string, query: Record<string, string>): Promise<CapturedQuery[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: CapturedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  try {
    await createPolicyRepository(db).search(policySearchSchema.parse(query), { kind: "all" });
  } finally {
    await pool.end();
  }
  return captured;
}
