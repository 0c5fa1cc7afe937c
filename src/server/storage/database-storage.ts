import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedFiles } from "../db/schema";
import { assertSafeKey, type FileStorage } from "./file-storage";

/** Files as rows of stored_file: every instance on the same PostgreSQL sees them. */
export function createDatabaseStorage(db: Db): FileStorage {
  return {
    kind: "database",
    async put(key, content) {
      assertSafeKey(key);
      await db.insert(storedFiles).values({ key, content }).onConflictDoUpdate({
        target: storedFiles.key,
        set: { content },
      });
    },
    async get(key) {
      assertSafeKey(key);
      const [row] = await db.select({ content: storedFiles.content }).from(storedFiles).where(eq(storedFiles.key, key));
      return row?.content ?? null;
    },
    async delete(key) {
      assertSafeKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
