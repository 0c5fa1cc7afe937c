// Policy search as the book grows, on PostgreSQL and on PGlite, and the
// server's footprint at the size where the API is measured. One database per
// engine grows step by step (10,000, 100,000, 1,000,000 policies). On
// PostgreSQL, at that size, the policy transactions and rounds and the
// delinquency round too, each on a copy of the database. Each search point and
// each comparison with the floor goes to the judge while its server still runs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compareWithFloor, type Comparison } from "./api-beside-floor";
import type { OnMeasured } from "./judge-figure";
import { runLoad, type LoadResult } from "./api/load";
import type { Percentiles } from "../tests/support/percentiles";
import { searchLatency } from "./api/search-latency";
import { searchPath, throughputTerm } from "./api/search-terms";
import { benchDemoPassword, demoServerEnv, seedDemoData } from "../tests/support/demo-data";
import { signIn } from "../tests/support/sign-in";
import { startBuiltServer } from "../tests/support/built-server";
import { benchAdminUrl, createThrowawayDatabase } from "../tests/support/throwaway-database";
import { endorsementLatency, type EndorsementLatency } from "./transactions/endorsement-latency";
import { measurePolicyRounds, type PolicyRoundFigures } from "./transactions/renewal-round";
import { measureDelinquency, type DelinquencyFigures } from "./billing/delinquency-round";

export type Engine = "PostgreSQL" | "PGlite";

export interface ScalePoint {
  engine: Engine;
  policies: number;
  /** The seed's own figure for the rows added to reach this size. */
  fill: string;
  latency: Percentiles;
}

export interface Footprint {
  engine: Engine;
  policies: number;
  startupMs: number;
  idleRssMb: number;
  loadRssMb: number;
}

export interface EngineRun {
  points: ScalePoint[];
  footprint: Footprint;
  /** PostgreSQL: every endpoint beside its floor. */
  comparisons: Comparison[];
  /** PGlite: the search under the same load, for its throughput (no floor: PGlite has no network server). */
  searchLoad: LoadResult | null;
  /** PostgreSQL: issuing endorsements through the API, and the policy rounds over the whole book. */
  transactions: { endorsements: EndorsementLatency; rounds: PolicyRoundFigures } | null;
  /** PostgreSQL: the delinquency round's notices over the whole book (with the transactions). */
  delinquency: DelinquencyFigures | null;
}

export interface EngineRunOptions {
  sizes: number[];
  /** The size at which throughput and footprint are measured. */
  measureAt: number;
  latencyRequests: number;
  loadSeconds: number;
  /** PostgreSQL: endorsements quoted and issued one after another at `measureAt` (then the policy rounds run). */
  endorsements?: number;
}

async function withDatabase<T>(engine: Engine, use: (env: Record<string, string>) => Promise<T>): Promise<T> {
  if (engine === "PostgreSQL") {
    const database = await createThrowawayDatabase(benchAdminUrl, "bench");
    try {
      return await use({ DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), "sabal-bench-pglite-"));
  try {
    return await use({ DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the run's judge takes from an engine's run, each with a way to measure it again. */
export interface EngineJudge {
  search: OnMeasured<ScalePoint>;
  comparison: OnMeasured<Comparison>;
}

export function runEngine(engine: Engine, options: EngineRunOptions, judge: EngineJudge): Promise<EngineRun> {
  return withDatabase(engine, async (databaseEnv) => {
    const run: EngineRun = {
      points: [],
      footprint: undefined!,
      comparisons: [],
      searchLoad: null,
      transactions: null,
      delinquency: null,
    };
    let seeded = 0;
    for (const policies of options.sizes) {
      console.error(`${engine}: filling to ${policies.toLocaleString("en-US")} policies...`);
      const fill = seedDemoData(databaseEnv, policies - seeded);
      seeded = policies;
      // No policy rounds in the server: the first would renew and expire thousands of policies mid-measurement.
      const server = await startBuiltServer({ ...demoServerEnv, POLICY_ROUNDS_MINUTES: "0", ...databaseEnv });
      let endorsements: EndorsementLatency | null = null;
      try {
        const cookie = await signIn(server.url, {
          email: "staff@example.com",
          password: benchDemoPassword,
          origin: server.url,
        });
        const idleRssMb = server.rssMb();
        const measurePoint = async (): Promise<ScalePoint> => ({
          engine,
          policies,
          fill,
          latency: await searchLatency(server.url, cookie, options.latencyRequests),
        });
        const point = await measurePoint();
        run.points.push(point);
        if (policies === options.measureAt) {
          console.error(`${engine}: throughput at ${policies.toLocaleString("en-US")} policies...`);
          const seconds = options.loadSeconds;
          let loadRssMb: number;
          if (databaseEnv.DATABASE_URL) {
            run.comparisons = await compareWithFloor(
              server,
              cookie,
              databaseEnv.DATABASE_URL,
              seconds,
              judge.comparison,
            );
            loadRssMb = Math.max(...run.comparisons.map((comparison) => comparison.app.peakRssMb ?? 0));
            if (options.endorsements) {
              console.error(`${engine}: ${options.endorsements} endorsements quoted and issued...`);
              endorsements = await endorsementLatency(server, cookie, databaseEnv.DATABASE_URL, options.endorsements);
            }
          } else {
            const load = { path: searchPath(throughputTerm), headers: { cookie } };
            run.searchLoad = await runLoad(server.url, load, { seconds, sampleRss: server.rssMb });
            loadRssMb = run.searchLoad.peakRssMb ?? 0;
          }
          run.footprint = { engine, policies, startupMs: server.startupMs, idleRssMb, loadRssMb };
        }
        // Measured again, if at all, after the throughput rather than straight away: a burst of load from
        // elsewhere on the machine that spoilt the first measurement has then likely passed.
        await judge.search([{ first: point, measureAgain: measurePoint }]);
      } finally {
        await server.stop();
      }
      if (endorsements && databaseEnv.DATABASE_URL) {
        console.error(`${engine}: policy rounds over ${policies.toLocaleString("en-US")} policies...`);
        run.transactions = { endorsements, rounds: await measurePolicyRounds(databaseEnv.DATABASE_URL) };
        console.error(`${engine}: the delinquency round over ${policies.toLocaleString("en-US")} policies...`);
        run.delinquency = await measureDelinquency(databaseEnv.DATABASE_URL);
      }
    }
    return run;
  });
}
