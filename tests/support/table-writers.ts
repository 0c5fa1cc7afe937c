import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Which server area writes which table, read from the repositories' text:
 * Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` and raw SQL's
 * `insert into ${t}`, `update ${t}`, `delete from ${t}`. The area is the
 * module under src/server/modules, else the top folder (auth, storage).
 */
const writes = [/\.(?:insert|update|delete)\((\w+)\)/g, /(?:insert into|update|delete from)\s+\$\{(\w+)\}/gi];

export function writersIn(source: string): string[] {
  const tables = new Set<string>();
  for (const pattern of writes) for (const match of source.matchAll(pattern)) tables.add(match[1]!);
  return [...tables];
}

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return repositoryFiles(full);
    return /(^|-)repository\.ts$/.test(name) ? [full] : [];
  });
}

/** Each repository file with its area: the module under src/server/modules, else the top folder. */
function repositoriesByArea(serverDir: string): { area: string; source: string }[] {
  return repositoryFiles(serverDir).map((file) => {
    const parts = path.relative(serverDir, file).split(path.sep);
    return { area: parts[0] === "modules" ? parts[1]! : parts[0]!, source: readFileSync(file, "utf8") };
  });
}

/** Each table with the areas whose repositories write it. */
export function tableWriters(serverDir: string): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const { area, source } of repositoriesByArea(serverDir)) {
    for (const table of writersIn(source)) {
      if (!writers.has(table)) writers.set(table, new Set());
      writers.get(table)!.add(area);
    }
  }
  return writers;
}

/** The names a repository imports from the schema: every table it reads (or writes). */
export function schemaNamesIn(source: string): string[] {
  const imported = source.match(/import\s*\{([^}]*)\}\s*from\s*"[./]*db\/schema"/);
  return (imported?.[1] ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith("type "));
}

/** Each area with the tables its repositories use that another area writes. */
export function foreignTables(serverDir: string): Map<string, Set<string>> {
  const writers = tableWriters(serverDir);
  const foreign = new Map<string, Set<string>>();
  for (const { area, source } of repositoriesByArea(serverDir)) {
    for (const table of schemaNamesIn(source)) {
      const owners = writers.get(table);
      if (!owners || owners.has(area)) continue;
      if (!foreign.has(area)) foreign.set(area, new Set());
      foreign.get(area)!.add(table);
    }
  }
  return foreign;
}
