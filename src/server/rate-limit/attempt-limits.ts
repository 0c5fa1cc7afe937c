import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { HttpError } from "../http-errors";

export interface LimitOptions {
  /** Attempts allowed within `durationSeconds`. */
  points: number;
  durationSeconds: number;
  /** Once over the limit, how long the key stays refused (default: until the window ends). */
  blockSeconds?: number;
}

/** One named limit: counts attempts per key (an IP, an account) and refuses the excess. */
export interface AttemptLimit {
  /**
   * Counts one attempt for each key; throws a 429 HttpError (with the seconds
   * to wait) when any key is over its limit.
   */
  consume(...keys: string[]): Promise<void>;
  /** Forgets a key's count, for example after a success. */
  reset(key: string): Promise<void>;
}

export interface AttemptLimits {
  define(name: string, options: LimitOptions): AttemptLimit;
  close(): Promise<void>;
}

/** 429 in the envelope, with the wait the client should respect (plugins/errors.ts adds Retry-After). */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "request.tooManyAttempts");
  }
}

/**
 * Rate limits for the public doors besides sign-in (which has its own,
 * auth/auth-throttle.ts). With REDIS_URL the counts are shared by every
 * instance; without Redis, or while it is unreachable, each instance counts
 * in memory.
 */
export function createAttemptLimits(redisUrl: string | undefined): AttemptLimits {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
  redis?.on("error", () => undefined); // reconnects by itself; the in-memory insurance counts meanwhile

  return {
    define(name, { points, durationSeconds, blockSeconds }) {
      const options = {
        keyPrefix: `sabal:limit:${name}`,
        points,
        duration: durationSeconds,
        blockDuration: blockSeconds,
      };
      const memory = new RateLimiterMemory(options);
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
        : memory;
      return {
        async consume(...keys) {
          for (const key of keys) {
            try {
              await limiter.consume(key);
            } catch (rejection) {
              if (rejection instanceof RateLimiterRes) {
                throw new TooManyAttempts(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
              }
              throw rejection;
            }
          }
        },
        async reset(key) {
          await limiter.delete(key);
        },
      };
    },
    async close() {
      redis?.disconnect();
    },
  };
}
