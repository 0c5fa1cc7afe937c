import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The server's modules as a graph: an edge from a module to each other
 * module one of its files imports (type-only imports included: a type ties
 * two modules together as much as a value). Read as text, so it is cheap
 * enough for a unit test and for scripts/wiring-figures.mjs.
 */
const importPattern =
  /(?:import|export)\s+(?:type\s+)?[^"';]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Each module's name with the set of modules it imports from. */
export function moduleGraph(modulesDir) {
  const moduleOf = (file) => {
    const relative = path.relative(modulesDir, file);
    return relative.startsWith("..") ? null : relative.split(path.sep)[0];
  };
  const graph = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
      const source = match[1] ?? match[2];
      if (!source.startsWith(".")) continue;
      const to = moduleOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) graph.get(from).add(to);
    }
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
