import { assertSafeKey, type FileStorage } from "./file-storage";
import type { StoredFileRepository } from "./stored-file-repository";

/** Files as rows of stored_file: every instance on the same PostgreSQL sees them. */
export function createDatabaseStorage(files: StoredFileRepository): FileStorage {
  return {
    kind: "database",
    async put(key, content) {
      assertSafeKey(key);
      await files.put(key, content);
    },
    async get(key) {
      assertSafeKey(key);
      return files.get(key);
    },
    async delete(key) {
      assertSafeKey(key);
      await files.delete(key);
    },
  };
}
