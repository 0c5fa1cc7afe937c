// `npm run scale:demo`: the product on more than one machine's worth of
// processes, on engines it already supports: two instances of the built
// server on one PostgreSQL database and one Redis, behind nginx. Prints each
// check with its figures; exits 1 when any fails. Cleans up after itself,
// also on failure or Ctrl-C. See docs/decisions/0015-scale-demo-behind-nginx.md.
import { randomBytes } from "node:crypto";
import { cpus } from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../src/server/db/schema";
import { freePort } from "../../tests/support/free-port";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { seedDemoData } from "../../tests/support/demo-data";
import { signIn } from "../../tests/support/sign-in";
import { createThrowawayDatabase } from "../../tests/support/throwaway-database";
import { startAppInstances } from "./app-instances";
import { claimNumbersUnique } from "./checks/unique-claim-numbers";
import { filesShared } from "./checks/shared-files";
import { mixedLoad } from "./checks/mixed-load";
import { oneVersusTwo } from "./checks/one-versus-two";
import { outboxDeliversOnce } from "./checks/outbox-delivers-once";
import { rateLimitsShared } from "./checks/shared-rate-limits";
import { sessionsShared } from "./checks/shared-sessions";
import { staticThroughNginx } from "./checks/static-through-nginx";
import { cleanUp, cleanUpOnInterruption, onCleanup } from "./cleanup";
import { startNginx } from "./nginx";
import { check, checkedCount, failedCount } from "./report";
import type { ScaleContext } from "./scale-context";
import { assertRedisAnswers, deleteKeysEndingWith, scaleRedisUrl } from "./redis-keys";

const adminUrl = process.env.SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const demoPassword = "scale-demo-password";
const step = (text: string) => console.error(`… ${text}`);

async function setUp(): Promise<ScaleContext> {
  await assertRedisAnswers();
  step("creating a throwaway database and seeding the demo data");
  const database = await createThrowawayDatabase(adminUrl, "scale");
  onCleanup("drop the throwaway database", database.drop);
  seedDemoData({ DATABASE_URL: database.url, DEMO_PASSWORD: demoPassword });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  onCleanup("close the database pool", () => pool.end());
  const db = drizzle(pool, { schema });

  // A documentation address (RFC 3849) made up per run: the rate-limit keys of
  // this run's calls name it, or one of this database's fresh account ids.
  const clientIp = `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
  const accountIds = (await db.select({ id: schema.user.id }).from(schema.user)).map((row) => row.id);
  onCleanup("delete this run's Redis keys", async () => {
    const deleted = await deleteKeysEndingWith([clientIp, ...accountIds]);
    step(`deleted ${deleted} Redis keys of this run from ${scaleRedisUrl}`);
  });

  const smtp = await startSmtpSink();
  onCleanup("stop the SMTP sink", smtp.close);

  step("starting two app instances and nginx");
  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const [a, b] = await startAppInstances(2, { databaseUrl: database.url, smtpUrl: smtp.url, publicUrl, demoPassword });
  onCleanup("stop instance A", a!.stop);
  onCleanup("stop instance B", b!.stop);
  const nginx = await startNginx(
    [a!, b!].map((server) => Number(new URL(server.url).port)),
    nginxPort,
  );
  onCleanup("stop nginx", nginx.stop);

  const staffCookie = await signIn(b!.url, {
    email: "staff@example.com",
    password: demoPassword,
    origin: publicUrl,
    headers: { "x-forwarded-for": clientIp },
  });
  return { a: a!, b: b!, nginx, publicUrl, db, smtp, demoPassword, clientIp, staffCookie };
}

async function runChecks(ctx: ScaleContext): Promise<void> {
  console.log(`Scale demo on ${cpus().length} CPU cores (${cpus()[0]?.model ?? "cpu"}), Node ${process.version}`);
  console.log(`instance A ${ctx.a.url}, instance B ${ctx.b.url}, nginx ${ctx.nginx.url} (PUBLIC_URL)`);
  console.log(`one PostgreSQL database, Redis ${scaleRedisUrl}, STORAGE=database, TRUST_PROXY=true\n`);
  await check("1. Sessions are shared: signed in on A, accepted and ended on B", () => sessionsShared(ctx));
  await check("2. Files are shared: uploaded to A, downloaded from B", () => filesShared(ctx));
  await check("3. Rate limits are shared: sign-in failures on A and B count together", () => rateLimitsShared(ctx));
  let claimants: string[] = [];
  await check("4. Claim numbers are unique across instances", async () => {
    const result = await claimNumbersUnique(ctx);
    claimants = result.claimants;
    return result.verdict;
  });
  await check("5. The mail outbox of both instances delivers each message once", () =>
    outboxDeliversOnce(ctx, claimants),
  );
  await check("6. Static files through nginx, pages through the app", () => staticThroughNginx(ctx));
  await check("7. Mixed load through nginx", () => mixedLoad(ctx));
  await check("8. Throughput: one instance versus two behind nginx", () => oneVersusTwo(ctx));
}

cleanUpOnInterruption();
const started = performance.now();
let setUpFailed = false;
try {
  await runChecks(await setUp());
} catch (error) {
  setUpFailed = true;
  console.error(`Scale demo could not run: ${(error as Error).message}`);
} finally {
  await cleanUp();
}
const failed = failedCount();
console.log(
  `\n${setUpFailed ? "NOT RUN" : failed === 0 ? "ALL PASSED" : "FAILED"}: ${checkedCount() - failed} of ${checkedCount()} checks passed ` +
    `in ${((performance.now() - started) / 1000).toFixed(0)} s (after the build)`,
);
process.exit(setUpFailed || failed > 0 ? 1 : 0);
