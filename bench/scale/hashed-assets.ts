import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const assetsDir = "build/client/assets";

/** Paths (/assets/…) of the build's hashed scripts that have .br and .gz copies next to them. */
export function precompressedScripts(): string[] {
  return readdirSync(assetsDir)
    .filter((name) => name.endsWith(".js"))
    .filter((name) => existsSync(join(assetsDir, `${name}.br`)) && existsSync(join(assetsDir, `${name}.gz`)))
    .map((name) => `/assets/${name}`);
}
