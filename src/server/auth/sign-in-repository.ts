import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/** The SQL signing in needs besides better-auth's own: who an account is, and whether it may sign in. */
export function createSignInRepository(db: Db) {
  return {
    /** Whether the account signing in by this e-mail or username has been deactivated by staff. */
    async isDeactivated(email: unknown, username: unknown): Promise<boolean> {
      const byEmail = typeof email === "string" ? eq(user.email, email.trim().toLowerCase()) : undefined;
      // better-auth keeps usernames lower-cased.
      const byUsername = typeof username === "string" ? eq(user.username, username.trim().toLowerCase()) : undefined;
      if (!byEmail && !byUsername) return false;
      const [row] = await db
        .select({ id: user.id })
        .from(user)
        .where(and(or(byEmail, byUsername), isNotNull(user.deactivatedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** The id of the account whose (lower-cased) e-mail or username this is; null when none is. */
    async accountNamed(normalized: string): Promise<string | null> {
      const [found] = await db
        .select({ id: user.id })
        .from(user)
        .where(or(eq(user.email, normalized), eq(user.username, normalized)))
        .limit(1);
      return found?.id ?? null;
    },

    /** Which of these e-mail addresses belong to an account. */
    async existingEmails(emails: string[]): Promise<string[]> {
      const rows = await db.select({ email: user.email }).from(user).where(inArray(user.email, emails));
      return rows.map((row) => row.email);
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
