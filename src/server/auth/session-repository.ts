import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { session, user } from "../db/schema";
import type { SessionTimes } from "./session-lifetime";

/** A session with what a request needs of its user. */
export interface LiveSession extends SessionTimes {
  id: string;
  user: { id: string; email: string; name: string; role: string | null; twoFactorEnabled: boolean | null };
}

/** The SQL of session activity, besides better-auth's own reads and writes of the session table. */
export function createSessionRepository(db: Db) {
  // Every signed-in request runs this: built once and prepared by name, so neither Drizzle
  // nor PostgreSQL works the statement out again (decision 0037).
  const findByToken = db
    .select({
      id: session.id,
      expiresAt: session.expiresAt,
      updatedAt: session.updatedAt,
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        twoFactorEnabled: user.twoFactorEnabled,
      },
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .prepare("session_by_token");

  return {
    /** The session of a token and its user, in one statement, whether or not it has ended. */
    async find(token: string): Promise<LiveSession | null> {
      const [row] = await findByToken.execute({ token });
      return row ?? null;
    },

    async remove(id: string): Promise<void> {
      await db.delete(session).where(eq(session.id, id));
    },

    /** Moves a session's end on, recording when it was last used. */
    async renew(id: string, times: SessionTimes): Promise<void> {
      await db
        .update(session)
        .set({ expiresAt: times.expiresAt, updatedAt: times.updatedAt })
        .where(eq(session.id, id));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
