import { renewedTimes } from "./session-lifetime";
import type { LiveSession, SessionRepository } from "./session-repository";

/**
 * Reads the session a request comes with and records that it was used
 * (plugins/auth.ts, once per request that reads the caller): a session
 * without Remember me then ends an hour after its last use, a remembered one
 * 7 days after. Most requests write nothing (session-lifetime.ts says when a
 * write is due).
 */
export function createSessionActivity(sessions: SessionRepository) {
  return {
    /** The live session of a (signature-checked) token, its use recorded; null when it has ended or never was. */
    async use(token: string): Promise<LiveSession | null> {
      const found = await sessions.find(token);
      if (!found) return null;
      const now = Date.now();
      // An ended session is of no more use: it goes at once, as better-auth's own check removes it.
      if (found.expiresAt.getTime() <= now) {
        await sessions.remove(found.id);
        return null;
      }
      const renewed = renewedTimes(found, now);
      if (renewed) await sessions.renew(found.id, renewed);
      return found;
    },
  };
}

export type SessionActivity = ReturnType<typeof createSessionActivity>;
