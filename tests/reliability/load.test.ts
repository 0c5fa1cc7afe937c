import { afterAll, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { fileClaim, type AcknowledgedClaim } from "./support/claim-filing";
import { percentiles } from "../support/percentiles";
import { runClients, sleep } from "./support/client-pool";
import { milliseconds, printFigures } from "./support/figures";
import { startSeededServer, type Engine, type SeededServer } from "./support/seeded-server";
import { checkAcknowledgedClaims, readStoredRecords } from "./support/stored-claims";

/**
 * Issue 9, load: 200 concurrent clients for 30 s (RELIABILITY_LOAD_SECONDS)
 * mix public pages, claim submissions and staff policy searches on the
 * zero-setup server (PGlite; RELIABILITY_LOAD_ENGINE=postgres for the
 * other). No answer may be a 5xx or missing, and every claim a client got a
 * number for is stored exactly once.
 */
const clients = 200;
const seconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 30);
const engine: Engine = process.env.RELIABILITY_LOAD_ENGINE === "postgres" ? "postgres" : "pglite";
const publicPages = ["/", "/about", "/claims", "/agents", "/contact", "/products", "/members"];
const searches = ["coral", "tran", "SRE-00000", "bay", "palm"];

let seeded: SeededServer | undefined;
let sink: SmtpSink | undefined;
afterAll(async () => {
  await seeded?.remove();
  await sink?.close();
});

it(`serves ${clients} concurrent clients for ${seconds} s without a 5xx, and loses no acknowledged claim`, async () => {
  sink = await startSmtpSink();
  seeded = await startSeededServer(engine, { SMTP_URL: sink.url });
  const url = seeded.server.url;
  const staffCookie = await seeded.staffCookie();

  const statuses = new Map<string, number>();
  const latencies: Record<string, number[]> = { page: [], claim: [], search: [] };
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const acknowledged: AcknowledgedClaim[] = [];
  const failures: string[] = [];

  async function timed(kind: "page" | "search", path: string, headers: Record<string, string> = {}) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}${path}`, { headers, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      latencies[kind]!.push(performance.now() - started);
      count(String(response.status));
      if (response.status >= 500) failures.push(`${response.status} GET ${path}`);
    } catch (error) {
      count("no answer");
      failures.push(`no answer GET ${path}: ${String(error)}`);
    }
  }

  const load = runClients(clients, async (client, request) => {
    const roll = request % 20;
    if (roll < 11) return timed("page", publicPages[request % publicPages.length]!, { "accept-encoding": "br" });
    if (roll < 15)
      return timed("search", `/api/policies?q=${searches[request % searches.length]}`, { cookie: staffCookie });
    const outcome = await fileClaim(url, `load-${client}-${request}`);
    latencies.claim!.push(outcome.ms);
    if (outcome.kind === "acknowledged") {
      acknowledged.push(outcome.claim);
      count("201");
    } else if (outcome.kind === "refused") {
      count(String(outcome.status));
      if (outcome.status >= 500) failures.push(`${outcome.status} POST /api/claims`);
    } else {
      count("no answer");
      failures.push(`no answer POST /api/claims: ${outcome.error}`);
    }
  });
  const started = performance.now();
  await sleep(seconds * 1000);
  await load.stop();
  const elapsedSeconds = (performance.now() - started) / 1000;
  const peakMb = seeded.server.rssMb();

  await seeded.server.stop();
  const stored = await readStoredRecords(seeded.database);
  const check = checkAcknowledgedClaims(acknowledged, stored);

  printFigures(`${clients} clients for ${seconds} s (${engine})`, {
    "requests sent": load.sent,
    "requests per second": Math.round(load.sent / elapsedSeconds),
    "answers by status": [...statuses].map(([status, times]) => `${status}: ${times}`).join(", "),
    "5xx or no answer": failures.length,
    "page p50 / p99": p50AndP99(latencies.page!),
    "search p50 / p99": p50AndP99(latencies.search!),
    "claim p50 / p99": p50AndP99(latencies.claim!),
    "claims slower than 5 s": latencies.claim!.filter((ms) => ms > 5_000).length,
    "claims acknowledged": acknowledged.length,
    "acknowledged claims found exactly once": acknowledged.length - check.missing.length - check.duplicated.length,
    "server memory at the end": `${Math.round(peakMb)} MiB`,
  });
  expect(failures.slice(0, 10)).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(check).toEqual({ missing: [], duplicated: [], altered: [], withoutMail: [] });
});

function p50AndP99(times: number[]): string {
  const { p50, p99 } = percentiles(times);
  return `${milliseconds(p50)} / ${milliseconds(p99)}`;
}
