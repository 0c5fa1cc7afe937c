// Lighthouse 12.8 in Debian's Chromium, mobile and desktop presets, median of
// three runs per route, against the built server. Prints a Markdown table and
// returns the rows for bench/run.ts; each row is handed over with the browser
// still open to measure it again.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import type { OnMeasured } from "./judge-figure";
import { prerenderedPaths } from "../src/shared/routes";
import { chromiumPath, quietChromiumFlags } from "../tests/support/chromium";

export interface LighthouseRow {
  route: string;
  preset: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  styleKb: number;
}

const chromeFlags = ["--headless=new", "--no-sandbox", ...quietChromiumFlags];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The SEO score, except that a page which asks not to be indexed (a reset
 * link's landing page, the demo payment portal, a payment confirmation) is not
 * marked down for asking: Lighthouse's "is-crawlable" audit is left out of its
 * weighted mean when the page says noindex. Every other SEO audit still counts.
 */
function seoScore(refs: { id: string; weight: number }[], audits: Record<string, { score: number | null }>): number {
  const noindex = audits["is-crawlable"]?.score === 0;
  const counted = refs.filter((ref) => ref.weight > 0 && !(noindex && ref.id === "is-crawlable"));
  const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
  const earned = counted.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 0), 0);
  return weight === 0 ? 0 : Math.round((earned / weight) * 100);
}

type Sample = Omit<LighthouseRow, "route" | "preset">;

async function runOnce(url: string, port: number, preset: LighthouseRow["preset"]): Promise<Sample> {
  const result = await lighthouse(
    url,
    // Screenshots carry no score and cost seconds per run.
    {
      port,
      output: "json",
      logLevel: "error",
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
    },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // A run that could not load the page scores 0 everywhere: that measures the tool, not the page.
  if (result.lhr.runtimeError)
    throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const resources =
    (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? [];
  const kb = (type: string) => (resources.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: seoScore(categories.seo?.auditRefs ?? [], audits),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    scriptKb: kb("script"),
    styleKb: kb("stylesheet"),
  };
}

/** One run, tried again once when Lighthouse itself failed to load the page. */
async function runWithRetry(url: string, port: number, preset: LighthouseRow["preset"]): Promise<Sample> {
  try {
    return await runOnce(url, port, preset);
  } catch (error) {
    console.error(`  retrying after: ${error instanceof Error ? error.message : String(error)}`);
    return runOnce(url, port, preset);
  }
}

async function measureRoute(
  baseUrl: string,
  path: string,
  preset: LighthouseRow["preset"],
  runs: number,
  port: number,
) {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await runWithRetry(baseUrl + path, port, preset));
  const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  const row: LighthouseRow = {
    route: path,
    preset,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    scriptKb: pick("scriptKb"),
    styleKb: pick("styleKb"),
  };
  console.error(`  ${preset} ${path}: perf ${row.performance}, LCP ${Math.round(row.lcpMs)} ms`);
  return row;
}

/** Every route under both presets, median of `runs`, in one browser. */
export async function runLighthouse(
  baseUrl: string,
  runs = 3,
  paths: readonly string[] = prerenderedPaths,
  onRows: OnMeasured<LighthouseRow> = async () => {},
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const rows: LighthouseRow[] = [];
  try {
    for (const preset of ["mobile", "desktop"] as const) {
      for (const path of paths) rows.push(await measureRoute(baseUrl, path, preset, runs, chrome.port));
    }
    // Handed over once every route is measured, so that a route measured again is not measured in the same
    // burst of load from elsewhere on the machine that spoilt its first run.
    await onRows(
      rows.map((row) => ({
        first: row,
        measureAgain: () => measureRoute(baseUrl, row.route, row.preset, runs, chrome.port),
      })),
    );
  } finally {
    chrome.kill();
  }
  return rows;
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const lines = [
    "| route | preset | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | JS KB (wire) | CSS KB (wire) |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.route} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.scriptKb.toFixed(1)} | ${r.styleKb.toFixed(1)} |`,
    );
  }
  return lines.join("\n");
}
