import type { BetterAuthOptions } from "better-auth";
import { endsWhenIdle, idleExpiryFrom, signedInWithoutRememberMe, type SessionTimes } from "./session-lifetime";

type SessionHooks = NonNullable<NonNullable<BetterAuthOptions["databaseHooks"]>["session"]>;
type HookContext = Parameters<NonNullable<NonNullable<SessionHooks["create"]>["before"]>>[1];

/** The session the request already had, when better-auth replaces it (two-step on or off) or renews it. */
function sessionOfRequest(context: HookContext): SessionTimes | null {
  return (context?.context.session?.session as SessionTimes | undefined) ?? null;
}

/**
 * Sessions signed in without Remember me end after an idle hour, whichever
 * better-auth path writes them: a new one starts with the idle window (a
 * replacement keeps the kind of the one it replaces), and better-auth's own
 * renewal (7 days) never lengthens one. Activity moves the window on
 * (session-activity.ts).
 */
export const idleSessionHooks: SessionHooks = {
  create: {
    async before(session, context) {
      const now = Date.now();
      const replaced = sessionOfRequest(context);
      const idle = replaced ? endsWhenIdle(replaced) : signedInWithoutRememberMe(session.expiresAt, now);
      if (!idle) return;
      return { data: { ...session, expiresAt: idleExpiryFrom(now), updatedAt: new Date(now) } };
    },
  },
  update: {
    async before(change, context) {
      const renewed = sessionOfRequest(context);
      if (!change.expiresAt || !renewed || !endsWhenIdle(renewed)) return;
      return { data: { ...change, expiresAt: idleExpiryFrom(Date.now()) } };
    },
  },
};
