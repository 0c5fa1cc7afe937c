import { randomBytes } from "node:crypto";
import pg from "pg";

/** The machine's PostgreSQL, where benchmarks make their own database. */
export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A PostgreSQL database of its own on the server of `adminUrl`, for one run, copied from
 * `template` when given; `drop` removes it even while in use.
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
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  return {
    name,
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
