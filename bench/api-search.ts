// `npm run bench:api`: policy search with 100,000 policies on PostgreSQL and
// PGlite. Prints latency percentiles of the search endpoint and, on
// PostgreSQL, its throughput beside a minimal node:http + pg server running
// the same SQL. Writes bench/results/api-search.md. Measures; asserts nothing.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../tests/support/free-port";
import { captureSearchSql } from "./api/search-sql";
import { startBuiltServer, type RunningServer } from "./support/built-server";
import { signIn } from "./support/sign-in";
import { createThrowawayDatabase } from "./support/throwaway-database";

const policyCount = Number(process.env.BENCH_POLICIES ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const demoPassword = "bench-demo-password";
// What people type: an insured's name or part of it, a policy number or its
// end, now and then a broad word or an agent's name. The last two match a
// fifth and half of the book: their exact counts are the slowest searches.
const terms = [
  "bayshore dental",
  "pelican marine",
  "coral keys",
  "tarpon roofing",
  "harbor realty",
  "citrus logistics",
  "osprey fitness",
  "mangrove seafood",
  "SRE-0001234",
  "SRE-00456",
  "0098765",
  "SRE-0050",
  "keys dental",
  "suncoast",
  "manatee",
  "biscayne",
  "heron pharmacy",
  "foundation",
  "jordan",
  "cypress",
];
const broadTerms = new Set(["foundation", "jordan"]);
const searchPath = (term: string) => `/api/policies?q=${encodeURIComponent(term)}&status=active`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => value.toFixed(1);

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function seed(env: Record<string, string>): string {
  return execFileSync("npx", ["tsx", "src/server/db/seed-cli.ts", "--policies", String(policyCount)], {
    env: { ...process.env, NODE_ENV: "development", DEMO_PASSWORD: demoPassword, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
}

const staffSignIn = (server: RunningServer) =>
  signIn(server.url, { email: "staff@example.com", password: demoPassword, origin: server.url });

async function latency(server: RunningServer, cookie: string, count = 300) {
  const timeOne = async (term: string) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${searchPath(term)}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search answered ${response.status}`);
    return performance.now() - started;
  };
  for (let index = 0; index < 30; index++) await timeOne(terms[index % terms.length]!);
  const all: number[] = [];
  const specific: number[] = [];
  for (let index = 0; index < count; index++) {
    const term = terms[index % terms.length]!;
    const time = await timeOne(term);
    all.push(time);
    if (!broadTerms.has(term)) specific.push(time);
  }
  const summary = (times: number[]): Percentiles => {
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times.at(-1)! };
  };
  return { all: summary(all), specific: summary(specific) };
}

async function throughput(url: string, cookie?: string) {
  const result = await autocannon({ url, connections: 10, duration: 10, headers: cookie ? { cookie } : {} });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

function startServer(env: Record<string, string>) {
  return startBuiltServer({ NODE_ENV: "development", SERVE_CLIENT: "false", DEMO_PASSWORD: demoPassword, ...env });
}

async function startFloor(databaseUrl: string, queries: unknown) {
  const port = await freePort();
  const child = spawn("npx", ["tsx", "bench/api/floor-server.ts"], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, FLOOR_QUERIES: JSON.stringify(queries) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill("SIGTERM") };
}

const lines: string[] = [];
const say = (line = "") => {
  console.log(line);
  lines.push(line);
};

say(`# Policy search with ${policyCount.toLocaleString("en-US")} policies`);
say();
say(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
say();

// PostgreSQL, in a database of its own that is dropped afterwards.
const database = await createThrowawayDatabase(adminUrl, "bench");
const databaseUrl = database.url;
const pgliteDir = mkdtempSync(join(tmpdir(), "sabal-bench-pglite-"));
try {
  console.error("PostgreSQL: seeding...");
  const pgSeed = seed({ DATABASE_URL: databaseUrl });
  const server = await startServer({ DATABASE_URL: databaseUrl });
  let pgLatency;
  let app;
  let floor;
  try {
    const cookie = await staffSignIn(server);
    pgLatency = await latency(server, cookie);
    const term = "bayshore";
    const queries = await captureSearchSql(databaseUrl, { q: term, status: "active" });
    const floorServer = await startFloor(databaseUrl, queries);
    try {
      console.error("PostgreSQL: throughput of the app and of the floor...");
      app = await throughput(`${server.url}${searchPath(term)}`, cookie);
      floor = await throughput(floorServer.url);
    } finally {
      floorServer.stop();
    }
  } finally {
    await server.stop();
  }

  console.error("PGlite: seeding...");
  const pgliteSeed = seed({ DATA_DIR: pgliteDir });
  const pgliteServer = await startServer({ DATA_DIR: pgliteDir });
  let pgliteLatency;
  try {
    pgliteLatency = await latency(pgliteServer, await staffSignIn(pgliteServer));
  } finally {
    await pgliteServer.stop();
  }

  const fillLine = (output: string) => output.match(/Added .*?\)/)?.[0] ?? "";
  say("## Filling");
  say();
  say(`- PostgreSQL: ${fillLine(pgSeed)}`);
  say(`- PGlite: ${fillLine(pgliteSeed)}`);
  say();
  say("## Latency: `GET /api/policies?q=<text>&status=active`, first page, 300 sequential requests over 20 terms");
  say();
  say("| engine | terms | p50 ms | p95 ms | p99 ms | max ms | p95 budget |");
  say("| --- | --- | ---: | ---: | ---: | ---: | --- |");
  const row = (engine: string, which: string, figures: Percentiles, budget: number) =>
    say(
      `| ${engine} | ${which} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ms(figures.max)} | ≤ ${budget} ms ${figures.p95 <= budget ? "met" : "MISSED"} |`,
    );
  row("PostgreSQL", "all 20", pgLatency.all, 25);
  row("PostgreSQL", "18, without the 2 broad", pgLatency.specific, 25);
  row("PGlite", "all 20", pgliteLatency.all, 100);
  row("PGlite", "18, without the 2 broad", pgliteLatency.specific, 100);
  say();
  say("## Throughput on PostgreSQL: autocannon, 10 connections, 10 s, the same search (`q=bayshore&status=active`)");
  say();
  say("| server | req/s | p50 ms | p99 ms | errors |");
  say("| --- | ---: | ---: | ---: | ---: |");
  say(
    `| app (Fastify, session check, validation, envelope) | ${Math.round(app.requests)} | ${app.p50} | ${app.p99} | ${app.errors} |`,
  );
  say(
    `| floor (node:http + pg, same SQL) | ${Math.round(floor.requests)} | ${floor.p50} | ${floor.p99} | ${floor.errors} |`,
  );
  say();
  say(`App ÷ floor: **${(app.requests / floor.requests).toFixed(2)}** (goal ≥ 0.70)`);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/api-search.md", `${lines.join("\n")}\n`);
} finally {
  await database.drop();
  rmSync(pgliteDir, { recursive: true, force: true });
}
