import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

/** Every file under a folder, as paths relative to it ("documents/3f2c…"); none when it does not exist. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Files whose name contains one of `needles`, anywhere under `folder` down to
 * `depth` levels (the temporary folder is shared with other programs: only
 * names the test chose can be told apart), skipping folders it cannot read.
 */
export function filesNamedLike(folder: string, needles: string[], depth = 3, skip: string[] = []): string[] {
  const found: string[] = [];
  const walk = (current: string, level: number) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (skip.includes(path)) continue;
      if (entry.isDirectory()) {
        if (level < depth) walk(path, level + 1);
      } else if (needles.some((needle) => entry.name.includes(needle))) {
        found.push(path);
      }
    }
  };
  walk(folder, 1);
  return found.sort();
}
