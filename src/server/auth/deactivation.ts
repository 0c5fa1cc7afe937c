import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/** Whether the account signing in by this e-mail or username has been deactivated by staff. */
export async function isDeactivated(db: Db, email: unknown, username: unknown): Promise<boolean> {
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
}
