import autocannon from "autocannon";
import { todayInFlorida } from "../../src/shared/calendar-date";
import { rateHo3 } from "../../src/server/modules/rating/rate-ho3";
import { bundledRateTable } from "../../src/server/modules/rating/service";
import type { Home } from "../../src/shared/rating";
import { percentiles, type Percentiles } from "../../tests/support/percentiles";
import { syntheticHome } from "./homes";

export interface QuoteThroughput {
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  errors: number;
}

export interface QuoteFigures {
  /** Quotes timed one after another (after the warm-up). */
  count: number;
  latency: Percentiles;
  throughput: QuoteThroughput[];
  seconds: number;
}

const path = "/api/rating/ho3";
const warmUp = 10;

/** The request bodies: a different home each (no effectiveDate: the API rates for today in Florida). */
const homesForToday = (count: number): Home[] => {
  const year = Number(todayInFlorida().slice(0, 4));
  return Array.from({ length: count }, (_, index) => syntheticHome(index, year));
};

/**
 * A quote as an agent meets it: `POST /api/rating/ho3` through the running
 * API, signed in (the session, the role check, the body's validation, the
 * rate book from the database, the engine, the worksheet in words, the
 * answer's serialisation). `count` different homes one after another, each
 * answer checked against the engine run here; then `connections` clients at
 * once for `seconds` each, cycling through the same homes.
 */
export async function quoteLatency(
  serverUrl: string,
  cookie: string,
  { count, connections, seconds }: { count: number; connections: number[]; seconds: number },
): Promise<QuoteFigures> {
  const headers = { "content-type": "application/json", origin: serverUrl, cookie };
  const homes = homesForToday(warmUp + count);
  const bodies = homes.map((home) => JSON.stringify(home));
  const times: number[] = [];
  for (const [index, home] of homes.entries()) {
    const started = performance.now();
    const response = await fetch(`${serverUrl}${path}`, { method: "POST", headers, body: bodies[index] });
    const answer = (await response.json()) as { data?: { totalCents: number; ratedOn: string }; message?: string };
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message ?? ""}`);
    const expected = rateHo3(bundledRateTable, home, answer.data!.ratedOn).totalCents;
    if (answer.data!.totalCents !== expected) {
      throw new Error(`${path} priced home ${index} at ${answer.data!.totalCents} cents, the engine at ${expected}`);
    }
    if (index >= warmUp) times.push(ms);
  }

  const throughput: QuoteThroughput[] = [];
  for (const clients of connections) {
    let next = 0;
    const result = await autocannon({
      url: `${serverUrl}${path}`,
      connections: clients,
      duration: seconds,
      requests: [
        {
          method: "POST",
          path,
          headers,
          // A different home on each request, as a comparative rater's traffic would be.
          setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    throughput.push({
      connections: clients,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    });
  }
  return { count, latency: percentiles(times), throughput, seconds };
}
