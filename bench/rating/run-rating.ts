// The figures: a quote's latency through the API (and the pure
// engine's time, for context), and renewal re-rating throughput over a book
// of rated homes, on a PostgreSQL database of their own.
import { todayInFlorida } from "../../src/shared/calendar-date";
import { startBuiltServer } from "../../tests/support/built-server";
import { benchDemoPassword, demoServerEnv, seedDemoData } from "../../tests/support/demo-data";
import { signIn } from "../../tests/support/sign-in";
import { benchAdminUrl, createThrowawayDatabase } from "../../tests/support/throwaway-database";
import { engineTime, type EngineTime } from "./engine-time";
import { quoteLatency, type QuoteFigures } from "./quote-latency";
import { renewalRerating, type RenewalRerating } from "./renewal-rerating";

export interface RatingBench {
  engine: EngineTime;
  quotes: QuoteFigures;
  renewals: RenewalRerating;
}

export interface RatingBenchOptions {
  /** Ratings timed in this process. */
  engineRatings: number;
  /** Quotes timed one after another through the API. */
  quotes: number;
  /** Clients at once for the throughput, each for `loadSeconds`. */
  connections: number[];
  loadSeconds: number;
  /** Rated homes in the book the renewal round renews. */
  homes: number;
}

export async function runRatingBench(options: RatingBenchOptions): Promise<RatingBench> {
  console.error(`rating: the engine in process (${options.engineRatings.toLocaleString("en-US")} homes)...`);
  const engine = engineTime(options.engineRatings, todayInFlorida());
  const database = await createThrowawayDatabase(benchAdminUrl, "bench_rating");
  try {
    const env = { DATABASE_URL: database.url };
    seedDemoData(env);
    // No policy rounds in the server: the renewal round is measured on its own afterwards.
    const server = await startBuiltServer({ ...demoServerEnv, POLICY_ROUNDS_MINUTES: "0", ...env });
    let quotes: QuoteFigures;
    try {
      const cookie = await signIn(server.url, {
        email: "agent@example.com",
        password: benchDemoPassword,
        origin: server.url,
      });
      console.error(`rating: ${options.quotes} quotes as an agent, then ${options.connections.join(", ")} at once...`);
      quotes = await quoteLatency(server.url, cookie, {
        count: options.quotes,
        connections: options.connections,
        seconds: options.loadSeconds,
      });
    } finally {
      await server.stop();
    }
    const renewals = await renewalRerating(database.url, options.homes);
    return { engine, quotes, renewals };
  } finally {
    await database.drop();
  }
}
