import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedFiles } from "../db/schema";

/** All SQL for files kept as rows of stored_file. */
export function createStoredFileRepository(db: Db) {
  return {
    /** Writes the bytes under the key, replacing what was there. */
    async put(key: string, content: Buffer): Promise<void> {
      await db.insert(storedFiles).values({ key, content }).onConflictDoUpdate({
        target: storedFiles.key,
        set: { content },
      });
    },

    async get(key: string): Promise<Buffer | null> {
      const [row] = await db.select({ content: storedFiles.content }).from(storedFiles).where(eq(storedFiles.key, key));
      return row?.content ?? null;
    },

    async delete(key: string): Promise<void> {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}

export type StoredFileRepository = ReturnType<typeof createStoredFileRepository>;
