// For every prerendered public route, the JavaScript and CSS a first visit
// downloads (gzip), read from the built HTML. Run after `npm run build`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderedPaths } from "../src/shared/routes";

const clientDir = "build/client";

const gzipBytes = (file: string) => gzipSync(readFileSync(join(clientDir, file))).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function assetsOf(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
}

export function bundleSizeTable(): string {
  if (!existsSync(join(clientDir, "index.html"))) throw new Error('No build found: run "npm run build" first.');
  const lines = ["| route | JS files | JS gzip KB | CSS gzip KB | HTML gzip KB |", "|---|---|---|---|---|"];
  for (const path of prerenderedPaths) {
    const htmlFile = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
    const html = readFileSync(join(clientDir, htmlFile), "utf8");
    const scripts = assetsOf(html, /(?:modulepreload" href|<script[^>]+src|import\()\s*=?\s*"(\/assets\/[^"]+\.js)"/g);
    const styles = assetsOf(html, /stylesheet" href="(\/assets\/[^"]+\.css)"/g);
    const js = scripts.reduce((sum, file) => sum + gzipBytes(file), 0);
    const css = styles.reduce((sum, file) => sum + gzipBytes(file), 0);
    lines.push(`| ${path} | ${scripts.length} | ${kb(js)} | ${kb(css)} | ${kb(gzipSync(html).length)} |`);
  }
  return lines.join("\n");
}
