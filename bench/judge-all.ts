import { budgets, judge, type BudgetCheck } from "./budgets";
import type { BundleRow } from "./bundle-size";
import type { ClaimsUnderLoad } from "./api/claims-under-load";
import type { EngineRun } from "./engine-runs";
import type { LighthouseRow } from "./lighthouse";
import { pagesLoadedOnArrival } from "../src/client/lib/hydrate-on-intent";

export interface Measurements {
  bundles: BundleRow[];
  lighthouse: LighthouseRow[];
  postgres: EngineRun;
  pglite: EngineRun;
  /** Claims filed by many clients at once, one run per engine. */
  claims: ClaimsUnderLoad[];
  quick: boolean;
}

/** Every figure that has a budget, judged. */
export function judgeAll({ bundles, lighthouse, postgres, pglite, claims }: Measurements): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const row of bundles) {
    checks.push(
      judge("initial-js", `initial JS ${row.path}`, row.initialJsBytes / 1024, "at most", budgets.initialJsKb, "KB"),
    );
  }
  for (const row of lighthouse) {
    const at = `${row.preset} ${row.route}`;
    const performance = row.preset === "mobile" ? budgets.performanceMobile : budgets.performanceDesktop;
    // A page that needs its code to show anything is judged apart, so its note cannot excuse a reading page.
    const onArrival = pagesLoadedOnArrival.includes(row.route) ? "-loaded-on-arrival" : "";
    const id = `performance-${row.preset}${onArrival}`;
    checks.push(judge(id, `Performance ${at}`, row.performance, "at least", performance));
    checks.push(judge("accessibility", `Accessibility ${at}`, row.accessibility, "at least", budgets.otherCategories));
    checks.push(
      judge("best-practices", `Best Practices ${at}`, row.bestPractices, "at least", budgets.otherCategories),
    );
    checks.push(judge("seo", `SEO ${at}`, row.seo, "at least", budgets.otherCategories));
    if (row.preset === "mobile")
      checks.push(judge("lcp-mobile", `LCP ${at}`, row.lcpMs, "at most", budgets.lcpMobileMs, "ms"));
  }
  for (const point of postgres.points) {
    const what = `search p95, PostgreSQL, ${point.policies.toLocaleString("en-US")} policies`;
    checks.push(judge("search-p95-postgres", what, point.latency.p95, "at most", budgets.searchP95Ms, "ms"));
  }
  for (const point of pglite.points) {
    const what = `search p95, PGlite, ${point.policies.toLocaleString("en-US")} policies`;
    checks.push(judge("search-p95-pglite", what, point.latency.p95, "at most", budgets.pgliteSearchP95Ms, "ms"));
  }
  for (const comparison of postgres.comparisons.filter((each) => each.read)) {
    const what = `app ÷ floor, ${comparison.endpoint}`;
    checks.push(judge("read-ratio", what, comparison.ratio, "at least", budgets.readRatioToFloor));
  }
  for (const run of claims) {
    const what = `claim p99, ${run.engine}, ${run.clients} clients loading the server`;
    const onPostgres = run.engine === "PostgreSQL";
    const id = onPostgres ? "claim-p99-postgres" : "claim-p99-pglite";
    const limit = onPostgres ? budgets.claimP99PostgresMs : budgets.claimP99PgliteMs;
    checks.push(judge(id, what, run.latency.claim.p99, "at most", limit, "ms"));
  }
  return checks;
}
