import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { benchDemoPassword, demoServerEnv, seedDemoData } from "../support/demo-data";
import { signIn } from "../support/sign-in";
import { probeRound, type ProbeOutcome } from "./support/api-probe";
import { fileClaim, type AcknowledgedClaim } from "./support/claim-filing";
import { runClients, sleep } from "./support/client-pool";
import { milliseconds, printFigures } from "./support/figures";
import { createPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy";

/**
 * Database outage: PostgreSQL stops, or the network to it goes
 * silent or drops, while requests run. The API answers 503 in the envelope
 * within its timeout instead of hanging, /api/ready says not ready, public
 * pages still load, and the app recovers by itself when the database returns.
 * The PostgreSQL server is the test's own (initdb, own port), reached through
 * a TCP proxy the test can cut.
 */
const answerSeconds = 3;
const outageMs = 8_000;
// A request may take its budget plus the time to write the 503 on a busy two-core machine.
const slackMs = 1_500;

type Outage = "database stopped" | "network silent" | "network reset";

let postgres: PrivatePostgres;
let proxy: TcpProxy;
let server: RunningServer;
let staffCookie: string;
const dataDir = mkdtempSync(join(tmpdir(), "sabal-outage-"));
const acknowledged: AcknowledgedClaim[] = [];

beforeAll(async () => {
  postgres = await createPrivatePostgres();
  postgres.start();
  proxy = await startTcpProxy(postgres.port);
  seedDemoData({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
  server = await startBuiltServer(
    {
      ...demoServerEnv,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
      REQUEST_TIMEOUT_SECONDS: String(answerSeconds),
    },
    { dataDir },
  );
  staffCookie = await signIn(server.url, {
    email: "staff@example.com",
    password: benchDemoPassword,
    origin: server.url,
  });
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  postgres?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

async function induce(outage: Outage): Promise<() => void> {
  if (outage === "database stopped") {
    postgres.stop();
    return () => postgres.start();
  }
  proxy.cut(outage === "network silent" ? "silent" : "reset");
  return () => proxy.restore();
}

describe.each<Outage>(["database stopped", "network silent", "network reset"])("%s", (outage) => {
  it("answers 503 in time, stays up, and recovers without a restart", async () => {
    const pid = server.process.pid;
    const outcomes: ProbeOutcome[] = [];
    const traffic = runClients(6, async (client, request) => {
      const round = await probeRound(
        server.url,
        staffCookie,
        `outage-${outage.replace(/ /g, "-")}-${client}-${request}`,
      );
      outcomes.push(...round.outcomes);
      if (round.acknowledged) acknowledged.push(round.acknowledged);
      await sleep(100);
    });
    await sleep(1_500);
    const outageStarted = performance.now();
    const end = await induce(outage);
    await sleep(outageMs);
    end();
    const restored = performance.now();
    // Recovered once a claim and a search both succeed again, started after the database returned.
    let recoveredAt = Number.NaN;
    while (performance.now() - restored < 30_000) {
      const after = outcomes.filter((outcome) => outcome.startedAt >= restored);
      const claimOk = after.find((outcome) => outcome.what === "claim" && outcome.status === 201);
      const searchOk = after.find((outcome) => outcome.what === "search" && outcome.status === 200);
      if (claimOk && searchOk) {
        recoveredAt = Math.max(claimOk.startedAt + claimOk.ms, searchOk.startedAt + searchOk.ms);
        break;
      }
      await sleep(100);
    }
    await sleep(2_000);
    await traffic.stop();

    // Requests that ran entirely inside the outage, and all API answers of the run.
    const during = outcomes.filter(
      (outcome) => outcome.startedAt >= outageStarted + 200 && outcome.startedAt + outcome.ms <= restored,
    );
    const api = outcomes.filter((outcome) => outcome.what !== "page");
    const duringApi = during.filter((outcome) => outcome.what !== "page");
    const slowestOutcome = api.reduce((slow, outcome) => (outcome.ms > slow.ms ? outcome : slow));
    const slowest = slowestOutcome.ms;
    const serverErrorsOtherThan503 = api.filter((outcome) => outcome.status >= 500 && outcome.status !== 503);
    const unanswered = outcomes.filter((outcome) => outcome.status === 0);
    const malformed = api.filter((outcome) => !outcome.wellFormed);
    const readyDuring = duringApi.filter((outcome) => outcome.what === "ready");
    const pagesDuring = during.filter((outcome) => outcome.what === "page");
    const refusedDuring = duringApi.filter((outcome) => outcome.what !== "ready");

    printFigures(`database outage: ${outage} for ${outageMs / 1000} s (PostgreSQL, ${answerSeconds} s answer budget)`, {
      "requests sent": outcomes.length,
      "API answers during the outage": countBy(duringApi.map((outcome) => `${outcome.what} ${outcome.status}`)),
      "public pages during the outage": countBy(pagesDuring.map((outcome) => String(outcome.status))),
      "slowest API answer": `${milliseconds(slowest)} (${slowestOutcome.what} ${slowestOutcome.status})`,
      "5xx other than 503": serverErrorsOtherThan503.length,
      "no answer within 15 s": unanswered.length,
      "answers outside the envelope": malformed.length,
      "recovered after the database returned in": milliseconds(recoveredAt - restored),
      "server restarted": server.process.pid === pid && server.process.exitCode === null ? "no" : "yes",
    });

    expect(unanswered.length, sample(unanswered)).toBe(0);
    expect(serverErrorsOtherThan503.length, sample(serverErrorsOtherThan503)).toBe(0);
    expect(malformed.length, sample(malformed)).toBe(0);
    expect(slowest).toBeLessThan(answerSeconds * 1000 + slackMs);
    expect(refusedDuring.length).toBeGreaterThan(0);
    expect(refusedDuring.filter((outcome) => outcome.status !== 503).length, sample(refusedDuring)).toBe(0);
    expect(readyDuring.length).toBeGreaterThan(0);
    expect(readyDuring.every((outcome) => outcome.status === 503 && outcome.readiness === "not-ready")).toBe(true);
    expect(pagesDuring.every((outcome) => outcome.status === 200)).toBe(true);
    expect(recoveredAt - restored).toBeLessThan(15_000);
    expect(server.process.exitCode).toBeNull();
  });
});

it("stored every claim it acknowledged through the outages, once", async () => {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ notifier_email: string; claim_number: string }>(
      "select notifier_email, claim_number from claim where notifier_email like 'outage-%'",
    );
    const numbersByClaimant = new Map(rows.map((row) => [row.notifier_email, row.claim_number]));
    const missing = acknowledged.filter((claim) => numbersByClaimant.get(claim.notifierEmail) !== claim.claimNumber);
    // A claim answered 503 is stored only when its commit went through but the answer was lost in the
    // outage (no server can tell then). Its claimant files again with the same key and must get that
    // claim, not a second one.
    const acknowledgedClaimants = new Set(acknowledged.map((claim) => claim.notifierEmail));
    const storedAfter503 = rows.filter((row) => !acknowledgedClaimants.has(row.notifier_email));
    const filedAgain = await Promise.all(
      storedAfter503.map((row) => fileClaim(server.url, row.notifier_email.replace("@example.com", ""))),
    );
    const numbersFiledAgain = filedAgain.map((outcome) =>
      outcome.kind === "acknowledged" ? outcome.claim.claimNumber : outcome.kind,
    );
    const { rows: after } = await client.query<{ claims: number }>(
      "select count(*)::int as claims from claim where notifier_email like 'outage-%'",
    );
    printFigures("claims through the outages", {
      "claims acknowledged": acknowledged.length,
      "claims stored": rows.length,
      "acknowledged but missing": missing.length,
      "stored although answered 503": storedAfter503.length,
      "those filed again, answered their claim": `${numbersFiledAgain.filter((number, at) => number === storedAfter503[at]!.claim_number).length} of ${storedAfter503.length}`,
    });
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(numbersFiledAgain).toEqual(storedAfter503.map((row) => row.claim_number));
    expect(after[0]!.claims).toBe(rows.length);
    expect(new Set(rows.map((row) => row.notifier_email)).size).toBe(rows.length);
  } finally {
    await client.end();
  }
});

/** A few outcomes, for a failure message short enough to read. */
const sample = (outcomes: ProbeOutcome[]) => JSON.stringify(outcomes.slice(0, 3));

function countBy(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, times]) => `${value}: ${times}`).join(", ") || "none";
}
