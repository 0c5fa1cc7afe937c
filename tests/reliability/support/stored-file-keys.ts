import { isNotNull } from "drizzle-orm";
import { openDatabase } from "../../../src/server/db/client";
import { claimPhotos, documents } from "../../../src/server/db/schema";

/**
 * The storage keys every database row points at (documents and claim
 * photos), read from a stopped server's PGlite folder: PGlite admits one
 * process at a time, so the server must be stopped first.
 */
export async function storedFileKeys(pgliteFolder: string): Promise<string[]> {
  const database = await openDatabase({ kind: "pglite", dataDir: pgliteFolder });
  try {
    const documentKeys = await database.db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(isNotNull(documents.storageKey));
    const photoKeys = await database.db.select({ key: claimPhotos.storageKey }).from(claimPhotos);
    return [...documentKeys, ...photoKeys].map((row) => row.key!).sort();
  } finally {
    await database.close();
  }
}
