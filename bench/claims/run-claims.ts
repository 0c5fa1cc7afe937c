// The claims department through the running API on a PostgreSQL database of
// its own: the demo data, then a book of claims filled in SQL; the claim
// file, the clock screen, and payments net of the deductible.
import pg from "pg";
import { startBuiltServer } from "../../tests/support/built-server";
import { benchDemoPassword, demoServerEnv, seedDemoData } from "../../tests/support/demo-data";
import { signIn } from "../../tests/support/sign-in";
import { benchAdminUrl, createThrowawayDatabase } from "../../tests/support/throwaway-database";
import { measureClaimsDesk, type ClaimsDeskFigures } from "./claims-desk";
import { fillClaims } from "./fill-claims";

export async function runClaimsBench(options: {
  claims: number;
  fileReads: number;
  clockReads: number;
  payments: number;
  concurrency: number;
}): Promise<ClaimsDeskFigures> {
  const database = await createThrowawayDatabase(benchAdminUrl, "bench_claims");
  const client = new pg.Client({ connectionString: database.url });
  try {
    const env = { DATABASE_URL: database.url };
    seedDemoData(env);
    await client.connect();
    console.error(`claims: filling ${options.claims.toLocaleString("en-US")} claims...`);
    const filling = performance.now();
    const { rows } = await client.query<{ id: string }>(
      "select id from auth_user where email = 'adjuster@example.com'",
    );
    const openClaims = await fillClaims(client, options.claims, rows[0]!.id);
    const fillSeconds = (performance.now() - filling) / 1000;
    // No letters written in the background while the clocks are read: payments owe them, the pass writes them.
    const server = await startBuiltServer({ ...demoServerEnv, POLICY_ROUNDS_MINUTES: "0", ...env });
    try {
      const cookie = await signIn(server.url, {
        email: "staff@example.com",
        password: benchDemoPassword,
        origin: server.url,
      });
      console.error(
        `claims: ${options.fileReads} claim files, ${options.clockReads} clock screens, ${options.payments} payments...`,
      );
      const measured = await measureClaimsDesk(client, server.url, cookie, options);
      return { claims: options.claims, openClaims, fillSeconds, ...measured };
    } finally {
      await server.stop();
    }
  } finally {
    await client.end().catch(() => undefined);
    await database.drop();
  }
}
