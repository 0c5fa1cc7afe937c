import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "./client";

export interface DatabaseCensus {
  /** Migrations applied in the database. */
  migrations: number;
  /** Migrations this build knows: more are applied when the app starts; fewer means the backup is from a newer build. */
  knownMigrations: number;
  claims: number;
  policies: number;
}

const journal = fileURLToPath(new URL("./migrations/meta/_journal.json", import.meta.url));

const countOf = async (db: Db, query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
};

/**
 * What a restored database holds, read to prove it opens and is this app's:
 * its migrations table (drizzle's, schema "drizzle"), and its claims and policies.
 */
export async function censusOf(db: Db): Promise<DatabaseCensus> {
  const known = (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
  return {
    migrations: await countOf(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
    knownMigrations: known,
    claims: await countOf(db, sql`select count(*)::int as count from claim`),
    policies: await countOf(db, sql`select count(*)::int as count from policy`),
  };
}
