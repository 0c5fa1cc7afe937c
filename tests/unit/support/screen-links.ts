import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import routeConfig from "../../../src/client/routes";
import type { RouteId } from "../../../src/shared/routes";

/**
 * What a staff screen links to, read from the source: every `pathTo("<route>"` in the screen's module and
 * in the files it imports from src/client (its features, lists, cells). Links are built only with
 * pathTo (a house rule the route table's comment states), so this finds each link a screen can show,
 * a table row's included, whether or not the data of the moment shows it.
 */
export const clientDir = resolve(import.meta.dirname, "../../../src/client");

interface ConfigEntry {
  id?: string;
  file: string;
  children?: ConfigEntry[];
}

/** The module rendering each route, from the client's router config (src/client/routes.ts). */
export function routeModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const walk = (entries: ConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.id) modules.set(entry.id, join(clientDir, entry.file));
      walk(entry.children ?? []);
    }
  };
  walk(routeConfig as ConfigEntry[]);
  return modules;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (candidate) => candidate.startsWith(clientDir) && /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

const importPattern = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;
const linkPattern = /pathTo\(\s*"(\w+)"/g;

/** The routes linked from a file and everything it imports inside src/client. */
export function linkedRoutes(file: string): Set<RouteId> {
  const seen = new Set<string>();
  const linked = new Set<RouteId>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const source = readFileSync(current, "utf8");
    for (const [, route] of source.matchAll(linkPattern)) linked.add(route as RouteId);
    for (const [, specifier] of source.matchAll(importPattern)) {
      const imported = resolveImport(current, specifier!);
      if (imported) visit(imported);
    }
  };
  visit(file);
  return linked;
}
