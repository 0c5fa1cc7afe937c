import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { randomUUID } from "node:crypto";
import { assertSafeKey, type FileStorage } from "./file-storage";

/** Files under one folder; written to a temporary name first, so a crash never leaves half a file under the key. */
export function createLocalStorage(directory: string): FileStorage {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = resolve(join(root, key));
    if (!path.startsWith(`${root}/`)) throw new Error(`storage key escapes the folder: ${key}`);
    return path;
  };

  return {
    kind: "local",
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, content, { flag: "wx" });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
