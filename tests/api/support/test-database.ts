import { getTableName, isTable, type Table } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import * as schema from "../../../src/server/db/schema";

/**
 * One migrated database per test worker, shared by every file it runs: PGlite
 * in memory by default, or a private schema on PostgreSQL when
 * TEST_DATABASE_URL is set (dropped again by tests/api/support/global-setup.ts).
 */
let shared: Promise<Database> | undefined;

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

async function open(): Promise<Database> {
  const url = testDatabaseUrl();
  const database = url
    ? await openDatabase({ kind: "postgres", url, schema: `${inject("schemaPrefix")}${process.pid}` })
    : await openDatabase({ kind: "pglite", dataDir: "memory://" });
  await database.migrate();
  return database;
}

export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is Table => isTable(value))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table and restarts its sequences: each test starts clean. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`truncate table ${tableNames.join(", ")} restart identity cascade`));
}
