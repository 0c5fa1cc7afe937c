import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The server's modules as a graph: an edge from a module to each other
 * module one of its files imports (type-only imports included: a type ties
 * two modules together as much as a value). Read as text, so it is cheap
 * enough for a unit test and for scripts/wiring-figures.mjs.
 */
const importPattern = /(?:import|export)\s+(type\s+)?[^"';]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Every import from one module's file into another module: the importing
 * file, both modules, the imported path (resolved, without extension) and
 * whether it imports types only. Each module appears once with `to` null,
 * so a module that imports nothing is still known.
 */
export function moduleImports(modulesDir) {
  const moduleOf = (file) => {
    const relative = path.relative(modulesDir, file);
    return relative.startsWith("..") ? null : relative.split(path.sep)[0];
  };
  return sourceFiles(modulesDir).flatMap((file) => {
    const from = moduleOf(file);
    const imports = [...readFileSync(file, "utf8").matchAll(importPattern)].flatMap((match) => {
      const source = match[2] ?? match[3];
      if (!source.startsWith(".")) return [];
      const target = path.resolve(path.dirname(file), source);
      const to = moduleOf(target);
      return to && to !== from ? [{ file, from, to, target, typeOnly: Boolean(match[1]) }] : [];
    });
    return [{ file, from, to: null, target: null, typeOnly: false }, ...imports];
  });
}

/** Each module's name with the set of modules it imports from. */
export function moduleGraph(modulesDir) {
  const graph = new Map();
  for (const { from, to } of moduleImports(modulesDir)) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (to) graph.get(from).add(to);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as its modules in order, the first repeated at the end. */
export function cyclesOf(graph) {
  const found = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}
