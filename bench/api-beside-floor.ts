// API throughput and latency with autocannon against the built server, each
// beside a floor measured in the same run: a bare node:http + pg server doing
// the same SQL (or streaming the same stored page). Reads aim at >= 0.7 of the floor.
import { join } from "node:path";
import { claimSearchSchema } from "../src/shared/claim";
import { benchClaim } from "./api/claim-submission";
import { benchPolicyId } from "./api/demo-policy";
import {
  claimPlan,
  claimsListPlan,
  policyPagePlan,
  portalListPlan,
  searchPlan,
  type FloorPlan,
} from "./api/floor-plans";
import { runLoad, startFloor, type Load, type LoadResult } from "./api/load";
import type { OnMeasured } from "./judge-figure";
import { searchPath, throughputTerm } from "./api/search-terms";
import { fixed, table, whole } from "./report";
import type { RunningServer } from "../tests/support/built-server";

export interface Comparison {
  endpoint: string;
  read: boolean;
  app: LoadResult;
  floor: LoadResult;
  ratio: number;
}

/** Records of the benchmark database a request names, looked up once. */
interface BenchRecords {
  policyId: string;
}

interface Endpoint {
  endpoint: string;
  read: boolean;
  load: (server: RunningServer, cookie: string, records: BenchRecords) => Load;
  plan: (databaseUrl: string, records: BenchRecords) => Promise<FloorPlan>;
}

const json = (server: RunningServer, cookie = "") => ({
  "content-type": "application/json",
  origin: server.url,
  ...(cookie ? { cookie } : {}),
});

const policyPagePath = ({ policyId }: BenchRecords) => `/api/policies/${encodeURIComponent(policyId)}`;

/** What the staff Claims screen (/policy/claims) asks for first: the schema's defaults, page 1 of 10. */
const claimsListPath = `/api/claims?${new URLSearchParams(
  Object.entries(claimSearchSchema.parse({})).map(([key, value]) => [key, String(value)]),
)}`;

// The reads come before the claim submission, so they read the seeded book and not the claims its run adds.
const endpoints: Endpoint[] = [
  {
    endpoint: `policy search \`GET ${searchPath(throughputTerm)}\``,
    read: true,
    load: (_server, cookie) => ({ path: searchPath(throughputTerm), headers: { cookie } }),
    plan: (url) => searchPlan(url, searchPath(throughputTerm)),
  },
  {
    endpoint: "portal list `POST /api/home/portals`",
    read: true,
    load: (server, cookie) => ({
      path: "/api/home/portals",
      method: "POST",
      headers: json(server, cookie),
      body: "{}",
    }),
    plan: (url) => portalListPlan(url),
  },
  {
    endpoint: "staff policy page `GET /api/policies/{id}`",
    read: true,
    load: (_server, cookie, records) => ({ path: policyPagePath(records), headers: { cookie } }),
    plan: (url, records) => policyPagePlan(url, policyPagePath(records)),
  },
  {
    endpoint: `staff claims list \`GET ${claimsListPath}\``,
    read: true,
    load: (_server, cookie) => ({ path: claimsListPath, headers: { cookie } }),
    plan: (url) => claimsListPlan(url, claimsListPath),
  },
  {
    endpoint: "claim submission `POST /api/claims`",
    read: false,
    load: (server) => ({
      path: "/api/claims",
      method: "POST",
      headers: json(server),
      body: JSON.stringify(benchClaim),
    }),
    plan: (url) => claimPlan(url),
  },
  {
    endpoint: "public page `GET /` (Brotli)",
    read: true,
    load: () => ({ path: "/", headers: { "accept-encoding": "br" } }),
    plan: async () => ({
      kind: "file",
      path: join("build/client", "index.html.br"),
      headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "br" },
    }),
  },
];

interface PairContext {
  cookie: string;
  databaseUrl: string;
  records: BenchRecords;
  seconds: number;
}

/**
 * The app, then its floor, measured back to back (`floorFirst` reverses them):
 * the ratio of the two is what is judged, since the machine's pace, which
 * swings on a shared machine, moves both sides of one pair alike.
 */
async function measurePair(
  server: RunningServer,
  { endpoint, read, load, plan }: Endpoint,
  { cookie, databaseUrl, records, seconds }: PairContext,
  floorFirst = false,
): Promise<Comparison> {
  const measureApp = () => runLoad(server.url, load(server, cookie, records), { seconds, sampleRss: server.rssMb });
  const measureFloor = async () => {
    const floorServer = await startFloor(await plan(databaseUrl, records), databaseUrl);
    try {
      const floor = await runLoad(floorServer.url, load(server, cookie, records), { seconds });
      // A floor that fails answers fast and would make any app look slow beside it.
      if (floor.errors > 0) throw new Error(`the floor of ${endpoint} answered ${floor.errors} requests with an error`);
      return floor;
    } finally {
      await floorServer.stop();
    }
  };
  console.error(`  ${endpoint}: ${floorFirst ? "floor, then app" : "app, then floor"}...`);
  let floor = floorFirst ? await measureFloor() : undefined;
  const app = await measureApp();
  floor ??= await measureFloor();
  return { endpoint, read, app, floor, ratio: app.requestsPerSecond / floor.requestsPerSecond };
}

/**
 * Every endpoint beside its floor. Each comparison is handed to `onComparison`
 * with a way to measure the pair again, in the order opposite to the last, so
 * that a drift in the machine's load does not favour the same side each time.
 */
export async function compareWithFloor(
  server: RunningServer,
  cookie: string,
  databaseUrl: string,
  seconds: number,
  onComparison: OnMeasured<Comparison> = async () => {},
): Promise<Comparison[]> {
  const comparisons: Comparison[] = [];
  const context: PairContext = {
    cookie,
    databaseUrl,
    records: { policyId: await benchPolicyId(databaseUrl) },
    seconds,
  };
  for (const endpoint of endpoints) {
    const comparison = await measurePair(server, endpoint, context);
    comparisons.push(comparison);
    let timesAgain = 0;
    const floorFirst = () => ++timesAgain % 2 === 1;
    await onComparison([
      { first: comparison, measureAgain: () => measurePair(server, endpoint, context, floorFirst()) },
    ]);
  }
  return comparisons;
}

export function comparisonTable(comparisons: Comparison[]): string {
  return table(
    [
      "endpoint",
      "app req/s",
      "app p50 ms",
      "app p99 ms",
      "app errors",
      "floor req/s",
      "floor p50 ms",
      "floor p99 ms",
      "app ÷ floor",
    ],
    comparisons.map(({ endpoint, app, floor, ratio, read }) => [
      endpoint,
      whole(app.requestsPerSecond),
      app.p50,
      app.p99,
      app.errors,
      whole(floor.requestsPerSecond),
      floor.p50,
      floor.p99,
      `${fixed(ratio, 2)}${read ? "" : " (write: no goal)"}`,
    ]),
  );
}
