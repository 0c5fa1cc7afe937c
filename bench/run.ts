// `npm run bench`: builds (via the npm script), then prints the figures and
// writes them to bench/results/report.md. `--quick` runs Lighthouse once on
// three routes instead of three times on all.
import { mkdirSync, writeFileSync } from "node:fs";
import { bundleSizeTable, measureBundles } from "./bundle-size";
import { lighthouseTable, runLighthouse } from "./lighthouse";
import { startBuiltServer } from "./support/built-server";

const quick = process.argv.includes("--quick");
const server = await startBuiltServer();
try {
  const bundleRows = measureBundles();
  const bundles = bundleSizeTable(bundleRows);
  console.log(`## Initial JavaScript and CSS per public route (gzip)\n\n${bundles}\n`);
  console.log(`Server start to ready: ${Math.round(server.startupMs)} ms (PGlite, fresh data folder)\n`);
  console.error("Lighthouse (this takes a few minutes)...");
  const rows = await runLighthouse(server.url, quick ? 1 : 3, quick ? ["/", "/about", "/contact"] : undefined);
  const lighthouse = lighthouseTable(rows);
  console.log(`## Lighthouse 12.8, median of ${quick ? 1 : 3}\n\n${lighthouse}\n`);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/report.md",
    `# Benchmarks\n\n## Initial JavaScript and CSS per public route (gzip)\n\n${bundles}\n\n## Lighthouse\n\n${lighthouse}\n`,
  );
  writeFileSync(
    "bench/results/report.json",
    JSON.stringify({ bundles: bundleRows, lighthouse: rows, startupMs: server.startupMs }, null, 2),
  );
} finally {
  await server.stop();
}
