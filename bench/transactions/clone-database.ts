import { randomBytes } from "node:crypto";
import pg from "pg";
import type { ThrowawayDatabase } from "../../tests/support/throwaway-database";

/**
 * A copy of a benchmark database (nobody may be connected to it), for a
 * measurement that changes what later ones read: the policy rounds expire
 * and renew thousands of policies, which the search at the next size must
 * not see. `drop` removes it.
 */
export async function cloneDatabase(adminUrl: string, sourceUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const source = new URL(sourceUrl).pathname.slice(1);
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // The server just stopped: its pool's last connections may take a moment to go.
    for (let attempt = 1; ; attempt++) {
      try {
        // A file copy: much faster than writing the whole database through the WAL (PostgreSQL 15's default).
        await admin.query(`create database ${name} template ${source} strategy file_copy`);
        break;
      } catch (error) {
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
    url: `${sourceUrl.replace(/\/[^/]*$/, "")}/${name}`,
    async drop() {
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
