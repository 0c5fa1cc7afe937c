// Makes every prerendered page load its application code on intent
// (docs/decisions/0005): React Router's module script becomes an inert data
// block that src/client/lib/hydrate-on-intent.ts starts when the visitor
// interacts, and its modulepreload links move into that block's
// data-modulepreload, so a reader downloads no application JavaScript.
// Left alone: the staff area's SPA shell (it has no content without its code)
// and the not-found page, which reports the missing path as soon as it opens.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deferredModuleType } from "../src/client/lib/hydrate-on-intent";
import { notFoundPrerenderPath } from "../src/shared/routes";

const root = "build/client";
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = '<script type="module" async="">';

function deferPage(path: string): void {
  const html = readFileSync(path, "utf8");
  const hrefs = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  if (hrefs.length === 0 || !html.includes(moduleScript)) throw new Error(`${path}: React Router's scripts not found`);
  const deferred = html
    .replace(modulePreload, "")
    .replace(moduleScript, `<script type="${deferredModuleType}" data-modulepreload="${hrefs.join(" ")}">`);
  writeFileSync(path, deferred);
}

function prerenderedPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : prerenderedPages(path);
    return name === "index.html" ? [path] : [];
  });
}

const notFoundPage = join(root, notFoundPrerenderPath, "index.html");
const pages = prerenderedPages(root).filter((path) => path !== notFoundPage);
pages.forEach(deferPage);
console.log(`${pages.length} prerendered pages hydrate on intent`);
