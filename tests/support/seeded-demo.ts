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

// Set by `seedDemoOnce` in the main process of a test run; the workers it starts inherit them.
const pgliteDirKey = "SEEDED_DEMO_PGLITE_DIR";
const postgresDirKey = "SEEDED_DEMO_POSTGRES_DIR";
const postgresTemplateKey = "SEEDED_DEMO_POSTGRES_TEMPLATE";

/**
 * Seeds the demo data once per run on each engine, for a run's global setup: each
 * scenario then starts from a copy (a folder copy, a database made from a template),
 * which takes a fraction of a second where seeding takes seconds. Answers the teardown.
 */
export async function seedDemoOnce(): Promise<() => Promise<void>> {
  const pgliteDir = mkdtempSync(join(tmpdir(), "sabal-seeded-pglite-"));
  seedDemoData({ DATA_DIR: pgliteDir });
  const postgresDir = mkdtempSync(join(tmpdir(), "sabal-seeded-postgres-"));
  const template = await createThrowawayDatabase(benchAdminUrl, "seeded_demo");
  seedDemoData({ DATA_DIR: postgresDir, DATABASE_URL: template.url });
  process.env[pgliteDirKey] = pgliteDir;
  process.env[postgresDirKey] = postgresDir;
  process.env[postgresTemplateKey] = template.name;
  return async () => {
    await template.drop();
    rmSync(pgliteDir, { recursive: true, force: true });
    rmSync(postgresDir, { recursive: true, force: true });
  };
}

/** Puts the demo seed on the embedded database into `dataDir`: a copy of the run's, or a fresh seed when the run made none. */
export function putPgliteDemoIn(dataDir: string): void {
  const seededDir = process.env[pgliteDirKey];
  if (seededDir) cpSync(seededDir, dataDir, { recursive: true });
  else seedDemoData({ DATA_DIR: dataDir });
}

/** A copy of the run's seed on `engine`, or a fresh seed when the run made none (a benchmark, say). */
export async function seededDemoCopy(engine: Engine, name: string): Promise<SeededDemoCopy> {
  const dataDir = mkdtempSync(join(tmpdir(), `sabal-${name}-`));
  let database: ThrowawayDatabase | null = null;
  if (engine === "pglite") {
    putPgliteDemoIn(dataDir);
  } else {
    const seededDir = process.env[postgresDirKey];
    const prefix = name.replace(/\W/g, "_");
    database = await createThrowawayDatabase(benchAdminUrl, prefix, seededDir && process.env[postgresTemplateKey]);
    if (seededDir) cpSync(seededDir, dataDir, { recursive: true });
    else seedDemoData({ DATA_DIR: dataDir, DATABASE_URL: database.url });
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
