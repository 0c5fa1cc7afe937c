import { randomBytes } from "node:crypto";
import pg from "pg";

/** The machine's PostgreSQL, where benchmarks make their own database. */
export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A PostgreSQL database of its own on the server of `adminUrl`, for one run; `drop` removes it
 * even while in use. With `template`, a copy of that database (nobody may be connected to it):
 * a benchmark's book that a measurement is about to change.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A file copy: much faster than writing the whole database through the WAL (PostgreSQL 15's default).
    const create = `create database ${name}${template ? ` template ${template} strategy file_copy` : ""}`;
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(create);
        break;
      } catch (error) {
        // A server that just stopped using the template may take a moment to close its last connections.
        const inUse = (error as { code?: string }).code === "55006";
        if (!inUse || attempt === 30) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  } catch (error) {
    await admin.end();
    throw error;
  }
  return {
    url: `${adminUrl.replace(/\/[^/]*$/, "")}/${name}`,
    async drop() {
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
