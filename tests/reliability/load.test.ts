import { afterAll, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import type { Percentiles } from "../support/percentiles";
import { milliseconds, printFigures } from "./support/figures";
import { runMixedLoad } from "./support/mixed-load";
import { startSeededServer, type Engine, type SeededServer } from "./support/seeded-server";

/**
 * Load: 200 concurrent clients for 30 s (RELIABILITY_LOAD_SECONDS)
 * mix public pages, claim submissions and staff policy searches on the
 * zero-setup server (PGlite; RELIABILITY_LOAD_ENGINE=postgres for the
 * other). No answer may be a 5xx or missing, and every claim a client got a
 * number for is stored exactly once.
 */
const clients = 200;
const seconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 30);
const engine: Engine = process.env.RELIABILITY_LOAD_ENGINE === "postgres" ? "postgres" : "pglite";

let seeded: SeededServer | undefined;
let sink: SmtpSink | undefined;
afterAll(async () => {
  await seeded?.remove();
  await sink?.close();
});

it(`serves ${clients} concurrent clients for ${seconds} s without a 5xx, and loses no acknowledged claim`, async () => {
  sink = await startSmtpSink();
  seeded = await startSeededServer(engine, { SMTP_URL: sink.url });
  const outcome = await runMixedLoad(seeded, { clients, seconds, marker: "load" });
  const { acknowledged, check, latency } = outcome;

  printFigures(`${clients} clients for ${seconds} s (${engine})`, {
    "requests sent": outcome.requestsSent,
    "requests per second": Math.round(outcome.requestsSent / outcome.elapsedSeconds),
    "answers by status": [...outcome.statuses].map(([status, times]) => `${status}: ${times}`).join(", "),
    "5xx or no answer": outcome.failures.length,
    "page p50 / p99": p50AndP99(latency.page),
    "search p50 / p99": p50AndP99(latency.search),
    "claim p50 / p99": p50AndP99(latency.claim),
    "claims slower than 5 s": outcome.claimsSlowerThan5s,
    "claims acknowledged": acknowledged.length,
    "acknowledged claims found exactly once": acknowledged.length - check.missing.length - check.duplicated.length,
    "server memory at the end": `${Math.round(outcome.serverMemoryMb)} MiB`,
  });
  expect(outcome.failures.slice(0, 10)).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(check).toEqual({ missing: [], duplicated: [], altered: [], withoutMail: [] });
});

const p50AndP99 = ({ p50, p99 }: Percentiles) => `${milliseconds(p50)} / ${milliseconds(p99)}`;
