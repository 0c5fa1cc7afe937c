// Figures on how the server's modules fit together:
// source files, median and largest file, imports that reach into another
// module's repository, modules that depend on each other both ways, and the
// places a service or repository is built. Reads files as text; writes nothing.
//   node scripts/wiring-figures.mjs
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { cyclesOf, moduleGraph, moduleImports } from "../eslint/module-graph.js";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const files = walk(src);
const lines = files.map((file) => readFileSync(file, "utf8").split("\n").length).sort((a, b) => a - b);
const largest = files
  .map((file) => [path.relative(root, file), readFileSync(file, "utf8").split("\n").length])
  .sort((a, b) => b[1] - a[1])[0];

const modulesDir = path.join(src, "server", "modules");
const isTest = (file) => /\.test\.tsx?$/.test(file);
const crossImports = moduleImports(modulesDir).filter((each) => each.to);

// Value imports only here; the cycles below count type imports too.
const crossRepositoryList = crossImports
  .filter((each) => !each.typeOnly && /(^|-)repository$/.test(path.basename(each.target)))
  .map((each) => `${path.relative(root, each.file)} -> ${path.relative(root, each.target)}`);
const edges = new Map();
for (const { from, to, typeOnly } of crossImports) {
  if (typeOnly) continue;
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from).add(to);
}
const twoWay = [];
for (const [from, tos] of edges)
  for (const to of tos) if (from < to && edges.get(to)?.has(from)) twoWay.push(`${from} <-> ${to}`);

const buildPattern = /\bcreate[A-Z]\w*(Service|Repository)\(/g;
const built = { Service: 0, Repository: 0 };
const buildingFiles = new Set();
for (const file of files.filter((f) => !isTest(f))) {
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (/^\s*export (async )?(function|const)/.test(line)) continue;
    for (const match of line.matchAll(buildPattern)) {
      built[match[1]]++;
      buildingFiles.add(path.relative(root, file));
    }
  }
}

console.log(`source files (src/**/*.ts{,x}): ${files.length}`);
console.log(`median lines: ${lines[Math.floor(lines.length / 2)]}; largest: ${largest[0]} (${largest[1]})`);
console.log(`imports into another module's repository: ${crossRepositoryList.length}`);
for (const entry of crossRepositoryList) console.log(`  ${entry}`);
console.log(`module pairs depending on each other both ways: ${twoWay.length}`);
for (const pair of twoWay) console.log(`  ${pair}`);
// Type-only imports count here: they tie two modules as much as a value does (tests/unit/module-cycles.test.ts).
const allCycles = cyclesOf(moduleGraph(modulesDir));
console.log(`module dependency cycles, type imports included: ${allCycles.length}`);
for (const cycle of allCycles) console.log(`  ${cycle.join(" -> ")}`);
console.log(
  `places a service is built: ${built.Service}; a repository: ${built.Repository}; in ${buildingFiles.size} files:`,
);
for (const file of buildingFiles) console.log(`  ${file}`);
