import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";
import type { SessionTimes } from "./session-lifetime";

/** The SQL of session activity, besides better-auth's own reads and writes of the session table. */
export function createSessionRepository(db: Db) {
  return {
    /** Moves a session's end on, recording when it was last used. */
    async renew(id: string, times: SessionTimes): Promise<void> {
      await db
        .update(session)
        .set({ expiresAt: times.expiresAt, updatedAt: times.updatedAt })
        .where(eq(session.id, id));
    },
  };
}
