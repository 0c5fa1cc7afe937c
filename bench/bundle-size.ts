// For every prerendered public route, the JavaScript and CSS a first visit
// downloads (gzip), read from the built HTML. Run after `npm run build`.
// Application code that waits for the visitor's first interaction
// (docs/decisions/0005) is shown in its own column.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { deferredModuleType } from "../src/client/lib/hydrate-on-intent";
import { prerenderedPaths } from "../src/shared/routes";

const clientDir = "build/client";

const gzipBytes = (file: string) => gzipSync(readFileSync(join(clientDir, file))).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const unique = (values: string[]) => [...new Set(values)];

const assetPath = /(\/assets\/[^"\s]+\.js)/g;

interface PageScripts {
  initialFiles: string[];
  inlineBytes: number;
  onInteractionFiles: string[];
}

function scriptsOf(html: string): PageScripts {
  const initialFiles: string[] = [];
  const onInteractionFiles: string[] = [];
  let inline = "";
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes!.includes("application/ld+json")) continue;
    const files = [...`${attributes} ${body}`.matchAll(assetPath)].map((match) => match[1]!);
    if (attributes!.includes(deferredModuleType)) {
      onInteractionFiles.push(...files);
    } else {
      initialFiles.push(...files);
      inline += body;
    }
  }
  initialFiles.push(...[...html.matchAll(/modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  return {
    initialFiles: unique(initialFiles),
    inlineBytes: inline ? gzipSync(inline).length : 0,
    onInteractionFiles: unique(onInteractionFiles),
  };
}

export interface BundleRow {
  path: string;
  initialJsBytes: number;
  onInteractionJsBytes: number;
  cssBytes: number;
  htmlBytes: number;
}

export function measureBundles(): BundleRow[] {
  if (!existsSync(join(clientDir, "index.html"))) throw new Error('No build found: run "npm run build" first.');
  return prerenderedPaths.map((path) => {
    const htmlFile = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
    const html = readFileSync(join(clientDir, htmlFile), "utf8");
    const scripts = scriptsOf(html);
    const styles = unique([...html.matchAll(/stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!));
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
    return {
      path,
      initialJsBytes: sum(scripts.initialFiles) + scripts.inlineBytes,
      onInteractionJsBytes: sum(scripts.onInteractionFiles),
      cssBytes: sum(styles),
      htmlBytes: gzipSync(html).length,
    };
  });
}

export function bundleSizeTable(rows: BundleRow[]): string {
  const lines = [
    "| route | initial JS gzip KB (inline included) | JS on first interaction gzip KB | CSS file gzip KB | HTML gzip KB (inline CSS included) |",
    "|---|---|---|---|---|",
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.path} | ${kb(row.initialJsBytes)} | ${kb(row.onInteractionJsBytes)} | ${kb(row.cssBytes)} | ${kb(row.htmlBytes)} |`,
    );
  }
  return lines.join("\n");
}
