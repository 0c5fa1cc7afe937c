import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

const minutes = (count: number) => count * 60;

/**
 * Limits on the doors attackers knock at, per IP and per account:
 * - sign-in and two-step codes: failures count; 5 for one account or 50 from
 *   one IP within 15 minutes lock it for 15 minutes; a success clears the account's count;
 * - password reset: every request counts; 3 per account and 20 per IP an hour.
 * With REDIS_URL the counts are shared by every instance; without Redis (or
 * while Redis is unreachable) each instance counts in memory.
 */
export const authLimits = {
  signInFailuresPerAccount: { points: 5, duration: minutes(15), blockDuration: minutes(15) },
  signInFailuresPerIp: { points: 50, duration: minutes(15), blockDuration: minutes(15) },
  resetsPerAccount: { points: 3, duration: minutes(60) },
  resetsPerIp: { points: 20, duration: minutes(60) },
} as const;

type LimitName = keyof typeof authLimits;

/** Which limits an auth path falls under; other paths are not limited. */
const pathKinds: Record<string, "signIn" | "reset"> = {
  "/sign-in/email": "signIn",
  "/sign-in/username": "signIn",
  "/two-factor/verify-totp": "signIn",
  "/two-factor/verify-backup-code": "signIn",
  "/request-password-reset": "reset",
  "/reset-password": "reset",
};

export interface Attempt {
  /** The path under /api/auth, e.g. "/sign-in/email". */
  path: string;
  ip: string;
  /** A key for the account the attempt names (by e-mail or username), when it names one. */
  account: string | undefined;
}

export interface AuthThrottle {
  /** Seconds to wait before this attempt may go ahead, or null when it may. */
  check(attempt: Attempt): Promise<number | null>;
  /** Records the outcome of an attempt that went ahead. */
  record(attempt: Attempt, succeeded: boolean): Promise<void>;
  /**
   * Forgets an account's failed sign-ins and reset requests, lifting its
   * lockout (the user command's reset). False when Redis could not be
   * reached: only this instance's own counts were forgotten.
   */
  forgetAccount(userId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The key an attempt that names an existing account counts under, whether it named it by e-mail or username. */
export const accountThrottleKey = (userId: string) => `user:${userId}`;

/** Whether the connection is (or becomes, within the wait) ready: a command's fresh connection is still opening. */
function redisReady(redis: Redis, waitMs: number): Promise<boolean> {
  if (redis.status === "ready") return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const secondsOf = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

export function createAuthThrottle(redisUrl: string | undefined): AuthThrottle {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
  redis?.on("error", () => undefined); // reconnects by itself; the in-memory insurance counts meanwhile
  const limiter = (name: LimitName): RateLimiterAbstract => {
    const options = { keyPrefix: `sabal:auth:${name}`, ...authLimits[name] };
    const memory = new RateLimiterMemory(options);
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
  };
  const limiters = Object.fromEntries(
    (Object.keys(authLimits) as LimitName[]).map((name) => [name, limiter(name)]),
  ) as Record<LimitName, RateLimiterAbstract>;

  const keysFor = (attempt: Attempt): [LimitName, string][] => {
    const kind = pathKinds[attempt.path];
    if (!kind) return [];
    const account = attempt.account;
    const perAccount: LimitName = kind === "signIn" ? "signInFailuresPerAccount" : "resetsPerAccount";
    const perIp: LimitName = kind === "signIn" ? "signInFailuresPerIp" : "resetsPerIp";
    return [[perIp, attempt.ip], ...(account ? [[perAccount, account] as [LimitName, string]] : [])];
  };

  return {
    async check(attempt) {
      const kind = pathKinds[attempt.path];
      for (const [name, key] of keysFor(attempt)) {
        if (kind === "reset") {
          // Every reset request counts, so it is consumed here; a rejection means over the limit.
          try {
            await limiters[name].consume(key);
          } catch (rejection) {
            if (rejection instanceof RateLimiterRes) return secondsOf(rejection);
            throw rejection;
          }
        } else {
          const result = await limiters[name].get(key);
          if (result && result.remainingPoints <= 0) return secondsOf(result);
        }
      }
      return null;
    },

    async record(attempt, succeeded) {
      if (pathKinds[attempt.path] !== "signIn") return;
      for (const [name, key] of keysFor(attempt)) {
        if (succeeded) {
          if (name === "signInFailuresPerAccount") await limiters[name].delete(key);
        } else {
          await limiters[name].consume(key).catch(() => undefined);
        }
      }
    },

    async forgetAccount(userId) {
      const reachable = redis ? await redisReady(redis, 5000) : true;
      const key = accountThrottleKey(userId);
      // Without Redis, rate-limiter-flexible forgets in its in-memory insurance instead.
      await limiters.signInFailuresPerAccount.delete(key);
      await limiters.resetsPerAccount.delete(key);
      return reachable;
    },

    async close() {
      redis?.disconnect();
    },
  };
}
