// Claims filed while 200 clients load the server at once, on each
// engine: the reliability suite's storm (tests/reliability/support/mixed-load.ts:
// public pages, staff searches and claims, each client sending its next
// request as soon as the last is answered) on the built server over a fresh
// demo database; then, with the server stopped, every acknowledged claim is
// looked for in the database.
import { startSmtpSink } from "../../tests/support/smtp-sink";
import type { Percentiles } from "../../tests/support/percentiles";
import { runMixedLoad, type RequestKind } from "../../tests/reliability/support/mixed-load";
import { startSeededServer } from "../../tests/reliability/support/seeded-server";
import type { Engine } from "../engine-runs";

export interface ClaimsUnderLoad {
  engine: Engine;
  clients: number;
  /** How long the clients kept sending once warm. */
  seconds: number;
  /** The same load before, outside the figures: the server has just started. */
  warmupSeconds: number;
  /** From the end of the warm-up to the last answer of those in flight when the clients stopped. */
  elapsedSeconds: number;
  requestsPerSecond: number;
  acknowledged: number;
  /** Acknowledged claims per second, the warm-up included. */
  acknowledgedPerSecond: number;
  /** Each kind of request's time at the client; the claims' p99 has a budget. */
  latency: Record<RequestKind, Percentiles>;
  /** The same during the warm-up. */
  warmupLatency: Record<RequestKind, Percentiles> | null;
  /** Answers by status ("no answer" for none). */
  statuses: Record<string, number>;
  /** 5xx answers and requests unanswered after 30 s. */
  failures: number;
  /** Acknowledged claims stored once, with what the claimant sent. */
  foundOnce: number;
  /** Acknowledged claims whose acknowledgement e-mail is not in the outbox. */
  withoutMail: number;
}

const seededEngine = { PostgreSQL: "postgres", PGlite: "pglite" } as const;

/** `clients` clients loading `engine` for `seconds`; throws when an acknowledged claim is lost, doubled or altered. */
export async function claimsUnderLoad(
  engine: Engine,
  { clients, seconds, warmupSeconds }: { clients: number; seconds: number; warmupSeconds: number },
): Promise<ClaimsUnderLoad> {
  const sink = await startSmtpSink();
  // No policy rounds: only the requests' own work is measured, as in the other API figures.
  const seeded = await startSeededServer(seededEngine[engine], { SMTP_URL: sink.url, POLICY_ROUNDS_MINUTES: "0" });
  try {
    const outcome = await runMixedLoad(seeded, { clients, seconds, warmupSeconds, marker: "bench" });
    const { acknowledged, check } = outcome;
    const lost = [...check.missing, ...check.duplicated, ...check.altered];
    if (lost.length > 0) {
      throw new Error(
        `claims under load on ${engine}: of ${acknowledged.length} acknowledged claims, ${check.missing.length} are not stored, ` +
          `${check.duplicated.length} are stored twice and ${check.altered.length} are stored with other details ` +
          `(${lost
            .slice(0, 5)
            .map((claim) => claim.claimNumber)
            .join(", ")})`,
      );
    }
    return {
      engine,
      clients,
      seconds,
      warmupSeconds,
      elapsedSeconds: outcome.elapsedSeconds,
      requestsPerSecond: outcome.requestsSent / outcome.elapsedSeconds,
      acknowledged: acknowledged.length,
      acknowledgedPerSecond: acknowledged.length / (warmupSeconds + outcome.elapsedSeconds),
      latency: outcome.latency,
      warmupLatency: outcome.warmupLatency,
      statuses: Object.fromEntries(outcome.statuses),
      failures: outcome.failures.length,
      foundOnce: acknowledged.length,
      withoutMail: check.withoutMail.length,
    };
  } finally {
    await seeded.remove();
    await sink.close();
  }
}
