import { sessionIdleTimeoutMs } from "../../shared/constants";

const hourMs = 60 * 60 * 1000;

/** A session signed in with Remember me: 7 days, renewed at most once a day while it is used. */
export const rememberedSession = { lifetimeMs: 7 * 24 * hourMs, renewAfterMs: 24 * hourMs } as const;

/**
 * How often the activity of a session without Remember me is written: at most
 * once a minute per session, so using the app is not a write per request.
 * Its expiry is then its last recorded activity plus the idle timeout plus
 * this step, so it ends between 60 and 61 minutes after the last request,
 * never before.
 */
export const activityStepMs = 60 * 1000;

/** The end of a session without Remember me whose activity is recorded at `now`. */
export const idleExpiryFrom = (now: number): Date => new Date(now + sessionIdleTimeoutMs + activityStepMs);

export interface SessionTimes {
  expiresAt: Date;
  /** When its activity (or renewal) was last written. */
  updatedAt: Date;
}

/**
 * Whether a session ends after an idle hour (signed in without Remember me).
 * No column says so: such a session's expiry is never further than the idle
 * window from its last recorded activity, while a remembered one's is days
 * away (docs/decisions/0029-self-service-account-and-idle-sessions.md).
 */
export function endsWhenIdle(session: SessionTimes): boolean {
  return session.expiresAt.getTime() - session.updatedAt.getTime() <= sessionIdleTimeoutMs + activityStepMs;
}

/**
 * better-auth gives a session signed in without Remember me one day (its
 * `dontRememberMe`) and a remembered one `rememberedSession.lifetimeMs`: a new
 * session whose expiry is less than half the remembered lifetime away was not
 * remembered.
 */
export function signedInWithoutRememberMe(expiresAt: Date, now: number): boolean {
  return expiresAt.getTime() - now < rememberedSession.lifetimeMs / 2;
}

/**
 * The new times of a session used at `now`, or null when nothing needs
 * writing: a session without Remember me moves its end on at most once per
 * `activityStepMs`; a remembered one is renewed for 7 days once a day.
 */
export function renewedTimes(session: SessionTimes, now: number): SessionTimes | null {
  if (endsWhenIdle(session)) {
    if (now - session.updatedAt.getTime() < activityStepMs) return null;
    return { expiresAt: idleExpiryFrom(now), updatedAt: new Date(now) };
  }
  const renewDue = session.expiresAt.getTime() - rememberedSession.lifetimeMs + rememberedSession.renewAfterMs;
  if (renewDue > now) return null;
  return { expiresAt: new Date(now + rememberedSession.lifetimeMs), updatedAt: new Date(now) };
}
