import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedDemoData } from "./demo-data";
import { benchAdminUrl, createThrowawayDatabase, type ThrowawayDatabase } from "./throwaway-database";

export type Engine = "pglite" | "postgres";

/** A data folder (and on PostgreSQL a database) holding the demo seed, for one server of a test's own. */
export interface SeededDemoCopy {
  dataDir: string;
  /** The PostgreSQL database's address; null on the embedded database, which lives in `dataDir`. */
  databaseUrl: string | null;
  remove(): Promise<void>;
}

// Set by `seedDemoOnce` in the main process of a test run; the workers it starts inherit it.
const pgliteDirKey = "SEEDED_DEMO_PGLITE_DIR";

/**
 * Seeds the demo data once per run on the embedded database, for a run's global setup: each
 * scenario then starts from a copy of the folder, which takes a fraction of a second where
 * seeding takes seconds. Answers the teardown. PostgreSQL servers are still seeded one by one:
 * a database seeded here, beside the run, made the embedded database's claims starve under the
 * load scenario (p99 30 s instead of 1.7 s, three runs out of three), for a reason not yet found.
 */
export async function seedDemoOnce(): Promise<() => Promise<void>> {
  const pgliteDir = mkdtempSync(join(tmpdir(), "sabal-seeded-pglite-"));
  seedDemoData({ DATA_DIR: pgliteDir });
  process.env[pgliteDirKey] = pgliteDir;
  return async () => rmSync(pgliteDir, { recursive: true, force: true });
}

/** Puts the demo seed on the embedded database into `dataDir`: a copy of the run's, or a fresh seed when the run made none. */
export function putPgliteDemoIn(dataDir: string): void {
  const seededDir = process.env[pgliteDirKey];
  if (seededDir) cpSync(seededDir, dataDir, { recursive: true });
  else seedDemoData({ DATA_DIR: dataDir });
}

/** The demo seed on `engine` for one server: a copy of the run's on the embedded database, a new database on PostgreSQL. */
export async function seededDemoCopy(engine: Engine, name: string): Promise<SeededDemoCopy> {
  const dataDir = mkdtempSync(join(tmpdir(), `sabal-${name}-`));
  let database: ThrowawayDatabase | null = null;
  if (engine === "pglite") {
    putPgliteDemoIn(dataDir);
  } else {
    database = await createThrowawayDatabase(benchAdminUrl, name.replace(/\W/g, "_"));
    seedDemoData({ DATA_DIR: dataDir, DATABASE_URL: database.url });
  }
  return {
    dataDir,
    databaseUrl: database?.url ?? null,
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
