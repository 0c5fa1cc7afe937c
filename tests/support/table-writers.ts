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

/** Each table with the areas whose repositories write it. */
export function tableWriters(serverDir: string): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const file of repositoryFiles(serverDir)) {
    const parts = path.relative(serverDir, file).split(path.sep);
    const area = parts[0] === "modules" ? parts[1]! : parts[0]!;
    for (const table of writersIn(readFileSync(file, "utf8"))) {
      if (!writers.has(table)) writers.set(table, new Set());
      writers.get(table)!.add(area);
    }
  }
  return writers;
}
