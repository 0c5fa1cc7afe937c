import type { Db } from "../db/client";
import { assertSafeKey, type FileStorage } from "./file-storage";
import { createStoredFileRepository } from "./stored-file-repository";

/** Files as rows of stored_file: every instance on the same PostgreSQL sees them. */
export function createDatabaseStorage(db: Db): FileStorage {
  const files = createStoredFileRepository(db);
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
