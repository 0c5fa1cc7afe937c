import { describe, expect, it } from "vitest";
import { sessionIdleTimeoutMs } from "../../shared/constants";
import {
  activityStepMs,
  endsWhenIdle,
  idleExpiryFrom,
  rememberedSession,
  renewedTimes,
  signedInWithoutRememberMe,
} from "./session-lifetime";

const now = Date.parse("2026-07-01T14:00:00Z");
const minute = 60 * 1000;
const day = 24 * 60 * minute;
const at = (offset: number) => new Date(now + offset);

describe("how long a session lasts", () => {
  const idle = (lastUse: number) => ({ updatedAt: at(lastUse), expiresAt: idleExpiryFrom(now + lastUse) });
  const remembered = (renewed: number) => ({
    updatedAt: at(renewed),
    expiresAt: at(renewed + rememberedSession.lifetimeMs),
  });

  it("ends a session without Remember me 60 to 61 minutes after its last use, never sooner", () => {
    expect(idleExpiryFrom(now).getTime() - now).toBe(sessionIdleTimeoutMs + activityStepMs);
    expect(endsWhenIdle(idle(0))).toBe(true);
    expect(endsWhenIdle(remembered(0))).toBe(false);
  });

  it("tells a new session signed in without Remember me by the day better-auth gives it", () => {
    expect(signedInWithoutRememberMe(at(day), now)).toBe(true);
    expect(signedInWithoutRememberMe(at(rememberedSession.lifetimeMs), now)).toBe(false);
  });

  it("writes the use of a session without Remember me at most once a minute", () => {
    expect(renewedTimes(idle(-30 * 1000), now)).toBeNull();
    expect(renewedTimes(idle(-minute), now)).toEqual({ updatedAt: at(0), expiresAt: idleExpiryFrom(now) });
    expect(renewedTimes(idle(-59 * minute), now)?.expiresAt.getTime()).toBe(
      now + sessionIdleTimeoutMs + activityStepMs,
    );
  });

  it("renews a remembered session for 7 days once a day", () => {
    expect(renewedTimes(remembered(-23 * 60 * minute), now)).toBeNull();
    expect(renewedTimes(remembered(-day), now)).toEqual({
      updatedAt: at(0),
      expiresAt: at(rememberedSession.lifetimeMs),
    });
  });
});
