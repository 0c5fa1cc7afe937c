import { Redis } from "ioredis";

/**
 * The Redis the instances share their rate limits through. The machine's
 * Redis is shared with other people, so the demo uses a logical database of
 * its own (13 unless SCALE_REDIS_URL says otherwise) and, in it, deletes only
 * keys that name its own made-up client address or its own accounts.
 */
export const scaleRedisUrl = process.env.SCALE_REDIS_URL ?? "redis://127.0.0.1:6379/13";

export async function assertRedisAnswers(): Promise<void> {
  const redis = new Redis(scaleRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis at ${scaleRedisUrl} does not answer: ${(error as Error).message}`, { cause: error });
  } finally {
    redis.disconnect();
  }
}

/** Deletes the keys ending with one of `suffixes` (rate-limiter keys end with what they count: an IP, an account); answers how many. */
export async function deleteKeysEndingWith(suffixes: string[]): Promise<number> {
  const redis = new Redis(scaleRedisUrl, { maxRetriesPerRequest: 1 });
  try {
    let deleted = 0;
    for (const suffix of suffixes) {
      const keys: string[] = [];
      // Glob characters in the suffix are escaped so it matches only itself.
      const stream = redis.scanStream({ match: `*${suffix.replace(/[*?[\]\\]/g, "\\$&")}`, count: 500 });
      for await (const batch of stream) keys.push(...(batch as string[]));
      if (keys.length > 0) deleted += await redis.del(...keys);
    }
    return deleted;
  } finally {
    redis.disconnect();
  }
}
