import type { Db } from "../db/client";
import { renewedTimes, type SessionTimes } from "./session-lifetime";
import { createSessionRepository } from "./session-repository";

/**
 * Records that a session was used (plugins/auth.ts, once per request that
 * reads the caller): a session without Remember me then ends an hour after
 * its last use, a remembered one 7 days after. Most requests write nothing
 * (session-lifetime.ts says when a write is due).
 */
export function createSessionActivity(db: Db) {
  const sessions = createSessionRepository(db);
  return {
    async record(used: SessionTimes & { id: string }, now = Date.now()): Promise<void> {
      const renewed = renewedTimes(used, now);
      if (renewed) await sessions.renew(used.id, renewed);
    },
  };
}

export type SessionActivity = ReturnType<typeof createSessionActivity>;
