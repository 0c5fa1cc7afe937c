// Every figure that has a budget, per thing measured: a route's bundle, a
// route's Lighthouse run, a search latency at one size, a read beside its
// floor, a claims storm. Each figure reads its value from one measurement, so
// that measuring the thing again gives the figure's next value.
import { budgets } from "./budgets";
import type { BundleRow } from "./bundle-size";
import type { ClaimsUnderLoad } from "./api/claims-under-load";
import type { Comparison } from "./api-beside-floor";
import type { ScalePoint } from "./engine-runs";
import type { Figure } from "./judge-figure";
import type { LighthouseRow } from "./lighthouse";
import { pagesLoadedOnArrival } from "../src/client/lib/hydrate-on-intent";

export function bundleFigures(row: BundleRow): Figure<BundleRow>[] {
  return [
    {
      id: "initial-js",
      what: `initial JS ${row.path}`,
      kind: "at most",
      limit: budgets.initialJsKb,
      unit: "KB",
      read: (measured) => measured.initialJsBytes / 1024,
    },
  ];
}

export function lighthouseFigures(row: LighthouseRow): Figure<LighthouseRow>[] {
  const at = `${row.preset} ${row.route}`;
  const performance = row.preset === "mobile" ? budgets.performanceMobile : budgets.performanceDesktop;
  // A page that needs its code to show anything is judged apart, so its note cannot excuse a reading page.
  const onArrival = pagesLoadedOnArrival.includes(row.route) ? "-loaded-on-arrival" : "";
  const atLeast = (id: string, what: string, limit: number, read: (measured: LighthouseRow) => number) =>
    ({ id, what: `${what} ${at}`, kind: "at least", limit, read }) as const;
  const figures: Figure<LighthouseRow>[] = [
    atLeast(`performance-${row.preset}${onArrival}`, "Performance", performance, (measured) => measured.performance),
    atLeast("accessibility", "Accessibility", budgets.otherCategories, (measured) => measured.accessibility),
    atLeast("best-practices", "Best Practices", budgets.otherCategories, (measured) => measured.bestPractices),
    atLeast("seo", "SEO", budgets.otherCategories, (measured) => measured.seo),
  ];
  if (row.preset === "mobile") {
    figures.push({
      id: "lcp-mobile",
      what: `LCP ${at}`,
      kind: "at most",
      limit: budgets.lcpMobileMs,
      unit: "ms",
      read: (measured) => measured.lcpMs,
    });
  }
  return figures;
}

export function searchFigures(point: ScalePoint): Figure<ScalePoint>[] {
  const onPostgres = point.engine === "PostgreSQL";
  return [
    {
      id: onPostgres ? "search-p95-postgres" : "search-p95-pglite",
      what: `search p95, ${point.engine}, ${point.policies.toLocaleString("en-US")} policies`,
      kind: "at most",
      limit: onPostgres ? budgets.searchP95Ms : budgets.pgliteSearchP95Ms,
      unit: "ms",
      read: (measured) => measured.latency.p95,
    },
  ];
}

/** A read is judged as a ratio to its floor, the two measured back to back: the machine's pace at that moment cancels out. */
export function comparisonFigures(comparison: Comparison): Figure<Comparison>[] {
  if (!comparison.read) return [];
  return [
    {
      id: "read-ratio",
      what: `app ÷ floor, ${comparison.endpoint}`,
      kind: "at least",
      limit: budgets.readRatioToFloor,
      read: (measured) => measured.ratio,
    },
  ];
}

export function claimsFigures(run: ClaimsUnderLoad): Figure<ClaimsUnderLoad>[] {
  const onPostgres = run.engine === "PostgreSQL";
  return [
    {
      id: onPostgres ? "claim-p99-postgres" : "claim-p99-pglite",
      what: `claim p99, ${run.engine}, ${run.clients} clients loading the server`,
      kind: "at most",
      limit: onPostgres ? budgets.claimP99PostgresMs : budgets.claimP99PgliteMs,
      unit: "ms",
      read: (measured) => measured.latency.claim.p99,
    },
  ];
}
