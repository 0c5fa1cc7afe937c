import { randomBytes } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    schemaPrefix: string;
  }
}

/**
 * On PostgreSQL each worker migrates its own schema named after this run, so
 * parallel workers and concurrent runs never see each other's rows. The
 * schemas are dropped when the run ends.
 */
export default function setup(project: TestProject) {
  const prefix = `test_${randomBytes(4).toString("hex")}_`;
  project.provide("schemaPrefix", prefix);

  return async () => {
    // The workers' upload folders (support/test-app.ts); workers may be stopped before they tidy up.
    for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(`sabal-test-files-${prefix}`))) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>(
        "select nspname from pg_namespace where nspname like $1",
        [`${prefix}%`],
      );
      for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
    } finally {
      await client.end();
    }
  };
}
