import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../../db/client";
import { account, session, twoFactor, user, verification } from "../../db/schema";

/**
 * The SQL of the user command's reset (src/server/admin/user-cli.ts): what a
 * locked-out person needs undone, beside what the user repository already does.
 */
export function createAccountCommandRepository(db: Db) {
  return {
    /** The id of the account with this (lower-cased) e-mail address, or null. */
    async idOfEmail(email: string): Promise<string | null> {
      const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return found?.id ?? null;
    },

    /** Sets the password of the account's credential, adding the credential when it has none. */
    async setPassword(userId: string, passwordHash: string, executor: Db): Promise<void> {
      const updated = await executor
        .update(account)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
        .returning({ id: account.id });
      if (updated.length > 0) return;
      await executor
        .insert(account)
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    },

    /** Ends every session of the account; answers how many there were. */
    async endSessions(userId: string, executor: Db): Promise<number> {
      const ended = await executor.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
      return ended.length;
    },

    /** Makes the set-your-password links already sent (invitation, reset) stop working; answers how many. */
    async cancelPasswordLinks(userId: string, executor: Db): Promise<number> {
      // better-auth keeps each link as a verification row "reset-password:<token>" whose value is the user id.
      const cancelled = await executor
        .delete(verification)
        .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)))
        .returning({ id: verification.id });
      return cancelled.length;
    },

    /** Lifts better-auth's own lock after too many wrong two-step codes, keeping the authenticator. */
    async clearTwoFactorLock(userId: string, executor: Db): Promise<void> {
      await executor
        .update(twoFactor)
        .set({ failedVerificationCount: 0, lockedUntil: null })
        .where(eq(twoFactor.userId, userId));
    },

    /** Turns two-step verification off: the authenticator and backup codes are forgotten. */
    async removeTwoFactor(userId: string, executor: Db): Promise<void> {
      await executor.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await executor.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, userId));
    },
  };
}

export type AccountCommandRepository = ReturnType<typeof createAccountCommandRepository>;
