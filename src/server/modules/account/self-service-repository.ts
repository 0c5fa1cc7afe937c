import { and, eq, ne } from "drizzle-orm";
import type { OwnAccount } from "../../../shared/own-account";
import type { Db } from "../../db/client";
import { session, user } from "../../db/schema";

/** All SQL of a person's own account, besides what better-auth writes itself. Writes take their transaction. */
export function createSelfServiceRepository(db: Db) {
  return {
    async find(id: string, executor: Db = db): Promise<OwnAccount | null> {
      const [row] = await executor
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, id));
      return row ?? null;
    },

    async rename(id: string, name: string, executor: Db): Promise<string | null> {
      const [row] = await executor
        .update(user)
        .set({ name, updatedAt: new Date() })
        .where(eq(user.id, id))
        .returning({ id: user.id });
      return row?.id ?? null;
    },

    /** Ends every session of the account but the one in use. */
    async endOtherSessions(userId: string, keptSessionId: string, executor: Db): Promise<void> {
      await executor.delete(session).where(and(eq(session.userId, userId), ne(session.id, keptSessionId)));
    },

    /**
     * Gives the insured accounts of one e-mail address another (a member's
     * policies are those of their e-mail, docs/decisions/0022); answers the
     * accounts moved.
     */
  };
}

export type SelfServiceRepository = ReturnType<typeof createSelfServiceRepository>;
