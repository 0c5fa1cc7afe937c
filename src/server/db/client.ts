import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseConfig } from "../env";
import * as schema from "./schema";

/** The Drizzle handle repositories use; identical on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The node-postgres pool's connections: open, idle, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: Db;
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /** The pool's state for /metrics; null on PGlite, one embedded connection with nothing to pool. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

// Resolved next to this file in development and next to the bundle in a build
// (scripts/build-server.mjs copies the folder there).
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any constant works: it only has to be the same in every instance.
const migrationLockKey = 7_261_001;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === "memory://";
  // PGlite does not create parent folders itself.
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // pg_trgm and btree_gin back the free-text policy search (migrations 0002 and 0011).
  const client = new PGlite({ ...(inMemory ? {} : { dataDir }), extensions: { pg_trgm, btree_gin } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: (timeoutMs = 2000) =>
      withTimeout(
        client.query("select 1").then(() => undefined),
        timeoutMs,
        "ping",
      ),
    poolStats: () => null,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process;
  // the next query gets a fresh connection.
  pool.on("error", () => undefined);
  const db = drizzleNodePg(pool, { schema });
  return {
    kind: "postgres",
    db: db as unknown as Db,
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [migrationLockKey]);
        if (searchPath) await db.execute(sql.raw(`create schema if not exists "${searchPath}"`));
        await migrateNodePg(db, { migrationsFolder, migrationsSchema: searchPath ?? "drizzle" });
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: (timeoutMs = 2000) =>
      withTimeout(
        pool.query("select 1").then(() => undefined),
        timeoutMs,
        "ping",
      ),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === "pglite" ? openPglite(config.dataDir) : openPostgres(config.url, config.schema);
}
