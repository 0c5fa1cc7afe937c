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
import { gatedPool } from "./gated-pool";
import { createPriorityGate } from "./priority-gate";
import { currentRequestIsUrgent } from "../request-context";

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
  /**
   * A consistent copy of the embedded database's folder, as an uncompressed
   * tar (what PGlite's `loadDataDir` takes back): null on PostgreSQL, which
   * is backed up with pg_dump (docs/deploy.md).
   */
  readonly snapshot: (() => Promise<DatabaseSnapshot>) | null;
  close(): Promise<void>;
}

export interface DatabaseSnapshot {
  tar: Blob;
  /** How long queries and transactions waited while the folder was copied. */
  heldMs: number;
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

/**
 * Copies PGlite's folder while nothing runs: `_runExclusiveTransaction` waits
 * for the open transaction and holds new ones and single queries off (PGlite's
 * `query` and `exec` take the same lock, so none may be called inside), and
 * `dumpDataDir` reads the files and the WAL as they stand between two
 * transactions, which PostgreSQL opens as after a power cut: it replays the
 * WAL to the last commit. The checkpoint before it leaves little to replay;
 * the copy is uncompressed, so the hold stays short (the backup compresses
 * it afterwards).
 */
async function snapshotPglite(client: PGlite): Promise<DatabaseSnapshot> {
  await client.query("checkpoint");
  let heldMs = 0;
  const tar = await client._runExclusiveTransaction(async () => {
    const started = performance.now();
    try {
      return await client.dumpDataDir("none");
    } finally {
      heldMs = performance.now() - started;
    }
  });
  return { tar, heldMs };
}

/**
 * PGlite runs each statement in this thread, and a statement waiting for the
 * one before it would start the moment that one ends, without the event loop
 * turning in between: under load one turn ran every queued statement, and new
 * connections waited in the listen queue long enough for their clients to give
 * up (decision 0039). Each statement lets the loop turn first, which costs
 * nothing when idle.
 */
function yieldBeforeEachStatement(client: PGlite): void {
  const runExclusiveQuery = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(statement: () => Promise<T>) =>
    runExclusiveQuery(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return statement();
    });
}

// pg_trgm and btree_gin back the free-text policy search (migrations 0002 and 0011).
const pgliteExtensions = { pg_trgm, btree_gin };

async function openPglite(dataDir: string, restoreFrom?: Blob): Promise<Database> {
  const inMemory = dataDir === "memory://";
  // PGlite does not create parent folders itself.
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir }),
    ...(restoreFrom ? { loadDataDir: restoreFrom } : {}),
    extensions: pgliteExtensions,
  });
  await client.waitReady;
  yieldBeforeEachStatement(client);
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
    snapshot: () => snapshotPglite(client),
    close: () => client.close(),
  };
}

/** Opens a new PGlite folder made from a snapshot (`Database.snapshot`); the folder must not hold a database yet. */
export function openRestoredPglite(dataDir: string, snapshot: Blob): Promise<Database> {
  return openPglite(dataDir, snapshot);
}

/** Limits for the request path; migrations and the seed run without them. */
export interface DatabaseLimits {
  /**
   * How long one statement may run before PostgreSQL cancels it and the client
   * stops waiting: a request must fail within its own timeout (503) rather
   * than wait forever on a database that is gone or a network that went silent.
   */
  queryTimeoutMs?: number;
}

/**
 * Settings of every connection to PostgreSQL. JIT compilation is off: it
 * pays off for long analytical queries, but a plan whose estimated cost is
 * high only for a branch that rarely runs (policy search's fallback sort)
 * made PostgreSQL compile every search, 30 ms each at a million policies,
 * for statements that then ran in 5 (decision 0037).
 */
export function postgresSessionOptions(searchPath?: string): string {
  return ["-c jit=off", ...(searchPath ? [`-c search_path=${searchPath}`] : [])].join(" ");
}

/** Connections per instance (node-postgres's default), of which urgent routes may hold all but two while others wait. */
const poolSize = 10;
const urgentConnectionsAtMost = 8;
const connectTimeoutMs = 5000;

async function openPostgres(url: string, searchPath: string | undefined, limits: DatabaseLimits): Promise<Database> {
  const connection = { connectionString: url, options: postgresSessionOptions(searchPath) };
  const pool = new pg.Pool({
    ...connection,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // Finds connections a broken network left half-open, so the pool replaces them.
    keepAlive: true,
    ...(limits.queryTimeoutMs
      ? { statement_timeout: limits.queryTimeoutMs, query_timeout: limits.queryTimeoutMs }
      : {}),
  });
  // A client that loses its connection must not crash the process, whether
  // idle in the pool ("error" on the pool) or checked out between two
  // statements of a transaction ("error" on the client, which nobody else
  // hears: Node ends the process on an unheard "error"). Its query fails, the
  // pool drops it on release, and the next query gets a fresh connection.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const gate = createPriorityGate({
    permits: poolSize,
    urgentAtMost: urgentConnectionsAtMost,
    timeoutMs: connectTimeoutMs,
  });
  const db = drizzleNodePg(gatedPool(pool, gate, currentRequestIsUrgent), { schema });
  return {
    kind: "postgres",
    db: db as unknown as Db,
    async migrate() {
      // A connection of its own, without the request path's timeouts: building an index on a large book takes long.
      const client = new pg.Client(connection);
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
        const migrationDb = drizzleNodePg(client, { schema });
        if (searchPath) await migrationDb.execute(sql.raw(`create schema if not exists "${searchPath}"`));
        await migrateNodePg(migrationDb, { migrationsFolder, migrationsSchema: searchPath ?? "drizzle" });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
        await client.end();
      }
    },
    ping: (timeoutMs = 2000) =>
      withTimeout(
        pool.query("select 1").then(() => undefined),
        timeoutMs,
        "ping",
      ),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount + gate.waiting }),
    snapshot: null,
    close: () => pool.end(),
  };
}

export function openDatabase(config: DatabaseConfig, limits: DatabaseLimits = {}): Promise<Database> {
  return config.kind === "pglite" ? openPglite(config.dataDir) : openPostgres(config.url, config.schema, limits);
}
