import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { freePort } from "../../tests/support/free-port";
import type { FloorPlan } from "./floor-plans";

/** One kind of request, repeated by autocannon. */
export interface Load {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  errors: number;
  /** The highest resident memory seen while the load ran, when a sampler was given. */
  peakRssMb?: number;
}

/** `connections` clients sending `load` for `seconds`; `sampleRss` is read every 200 ms meanwhile. */
export async function runLoad(
  baseUrl: string,
  load: Load,
  { seconds, connections = 10, sampleRss }: { seconds: number; connections?: number; sampleRss?: () => number },
): Promise<LoadResult> {
  let peakRssMb = sampleRss?.() ?? 0;
  const sampler = sampleRss && setInterval(() => (peakRssMb = Math.max(peakRssMb, sampleRss())), 200);
  try {
    const result = await autocannon({
      url: `${baseUrl}${load.path}`,
      method: load.method ?? "GET",
      headers: load.headers ?? {},
      ...(load.body ? { body: load.body } : {}),
      connections,
      duration: seconds,
    });
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      ...(sampleRss ? { peakRssMb } : {}),
    };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

/** The floor server (floor-server.ts) for one plan, on a free port. */
export async function startFloor(plan: FloorPlan, databaseUrl: string) {
  const port = await freePort();
  const child = spawn("node", ["--import", "tsx", "bench/api/floor-server.ts"], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, FLOOR_PLAN: JSON.stringify(plan) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
