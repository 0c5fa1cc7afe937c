// `npm run bench`: builds (via the npm script), then measures everything issue
// 8 budgets and writes bench/results/report.md and report.json:
//   - JavaScript and CSS bytes per public route, Lighthouse 12.8 (mobile and desktop, median of 3);
//   - API req/s, p50, p99 beside a node:http + pg floor (PostgreSQL, 100,000 policies), the staff
//     policy page and claims list among the reads;
//   - claims filed while 200 clients load the server for 30 s on each engine (the reliability
//     suite's storm), every acknowledged claim then found in the database exactly once (a lost or
//     doubled one stops the run);
//   - policy search at 10,000 / 100,000 / 1,000,000 policies on PostgreSQL, 10,000 / 100,000 on PGlite;
//   - server start time and resident memory, idle and under load, on both engines;
//   - policy transactions on PostgreSQL: issuing an endorsement through the API, and the policy
//     rounds (renewals, one instance and two at once; applying due changes) over the whole book;
//   - the delinquency round's notices for non-payment over the same book (PostgreSQL);
//   - homeowners rating on PostgreSQL: a quote's latency through the API, the engine's time per
//     rating, and the renewal round re-rating a book of 100,000 rated homes;
//   - billing on PostgreSQL: the ledger replay in process, endorsements that re-bill and billing reads;
//   - the claims department on PostgreSQL with 100,000 claims: the claim file and the clock screen
//     (p50, p95), and payments per second through the insured's deductible lock.
// `--quick` (CI) measures a reduced set in a few minutes. Either mode exits 1
// when a budget is missed by more than 10 % and known-misses.ts does not explain why.
// Such a miss is measured again, up to twice, before it counts (judge-figure.ts):
// on a shared 2-core machine one measurement can swing past the tolerance.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { budgetJudge } from "./budget-judge";
import { bundleSizeTable, measureBundles } from "./bundle-size";
import { claimsUnderLoad, type ClaimsUnderLoad } from "./api/claims-under-load";
import { knownMiss } from "./known-misses";
import { lighthouseTable, runLighthouse } from "./lighthouse";
import { runEngine } from "./engine-runs";
import { renderReport } from "./render-report";
import { figure, fixed } from "./report";
import { runBillingBench } from "./billing/run-billing";
import { runRatingBench } from "./rating/run-rating";
import { runClaimsBench } from "./claims/run-claims";
import { startBuiltServer } from "../tests/support/built-server";

const quick = process.argv.includes("--quick");
const started = performance.now();
// Other work on the machine slows every figure measured in time; the report says how busy it was.
const loadAtStart = loadavg()[0]!;

const judge = budgetJudge({ timesAgain: 2, decides: (check) => !knownMiss(check.id) });

const bundles = measureBundles();
await judge.bundles(bundles);
console.log(`${bundleSizeTable(bundles)}\n`);

console.error("Lighthouse...");
const lighthouseRuns = quick ? 1 : 3;
const siteServer = await startBuiltServer();
let lighthouse;
try {
  lighthouse = await runLighthouse(
    siteServer.url,
    lighthouseRuns,
    quick ? ["/", "/claims/file", "/pay-policy"] : undefined,
    judge.lighthouse,
  );
} finally {
  await siteServer.stop();
}
console.log(`${lighthouseTable(lighthouse)}\n`);

const postgres = await runEngine(
  "PostgreSQL",
  quick
    ? { sizes: [10_000], measureAt: 10_000, latencyRequests: 100, loadSeconds: 3, endorsements: 30 }
    : {
        sizes: [10_000, 100_000, 1_000_000],
        measureAt: 100_000,
        latencyRequests: 300,
        loadSeconds: 10,
        endorsements: 100,
      },
  judge,
);
const pglite = await runEngine(
  "PGlite",
  quick
    ? { sizes: [10_000], measureAt: 10_000, latencyRequests: 100, loadSeconds: 3 }
    : { sizes: [10_000, 100_000], measureAt: 100_000, latencyRequests: 300, loadSeconds: 10 },
  judge,
);

// Not in --quick: CI's reliability suite runs the same storm (tests/reliability/load.test.ts) and checks every claim.
// Measured once warm: a fresh server's first seconds run cold code (decision 0037, "Later"); they are reported apart.
const claimLoad = { clients: 200, seconds: 30, warmupSeconds: 5 };
if (!quick) console.error(`claims: ${claimLoad.clients} clients for ${claimLoad.seconds} s on each engine...`);
const claims: ClaimsUnderLoad[] = [];
for (const engine of quick ? [] : (["PostgreSQL", "PGlite"] as const)) {
  const storm = () => claimsUnderLoad(engine, claimLoad);
  const run = await storm();
  claims.push(run);
  await judge.claims([{ first: run, measureAgain: storm }]);
}

const rating = await runRatingBench(
  quick
    ? { engineRatings: 5_000, quotes: 100, connections: [1, 4], loadSeconds: 2, homes: 2_000 }
    : { engineRatings: 50_000, quotes: 500, connections: [1, 4, 16], loadSeconds: 8, homes: 100_000 },
);

const billing = await runBillingBench(
  quick ? { policies: 2_000, endorsements: 10, reads: 50 } : { policies: 20_000, endorsements: 40, reads: 300 },
);

const claimsDesk = await runClaimsBench(
  quick
    ? { claims: 10_000, fileReads: 50, clockReads: 10, payments: 40, concurrency: 4 }
    : { claims: 100_000, fileReads: 300, clockReads: 30, payments: 300, concurrency: 8 },
);

const checks = judge.checks;
// What was measured: the report renders it and report.json keeps it as it is.
const measured = {
  quick,
  bundles,
  lighthouse,
  postgres,
  pglite,
  claims,
  rating,
  billing,
  claimsDesk,
  checks,
  freshStartupMs: siteServer.startupMs,
  /** The machine's 1-minute load average when the run started and ended. */
  loadAverage: { start: loadAtStart, end: loadavg()[0]! },
};
const report = renderReport({
  ...measured,
  machine:
    `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
    `load average ${fixed(measured.loadAverage.start)} at the start and ${fixed(measured.loadAverage.end)} at the end`,
  minutes: (performance.now() - started) / 60_000,
  lighthouseRuns,
  explain: knownMiss,
});
console.log(report);
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/report.md", report);
writeFileSync("bench/results/report.json", JSON.stringify(measured, null, 2));

const failed = checks.filter((check) => check.verdict === "failed" && !knownMiss(check.id));
if (failed.length > 0) {
  console.error(
    `\n${failed.length} budget(s) missed by more than 10 % at every measurement, with no explanation in bench/known-misses.ts: ` +
      failed.map((check) => `${check.what} (measured ${check.measurements.map(figure).join(", ")})`).join("; ") +
      ` (the machine's load average: ${fixed(measured.loadAverage.start)} at the start, ${fixed(measured.loadAverage.end)} at the end, on ${cpus().length} cores)`,
  );
  process.exitCode = 1;
}
