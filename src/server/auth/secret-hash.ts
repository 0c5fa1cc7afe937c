import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Hashes for secrets kept in configuration (the producer-agreement password):
 * `scrypt$N$r$p$<salt base64>$<hash base64>`. Stored hashes carry their own
 * parameters, so they can be raised later without breaking old ones.
 */
const defaults = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 32;

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, defaults);
  return ["scrypt", defaults.N, defaults.r, defaults.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export const secretHashPattern = /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/;

/** True when `secret` matches; compares in constant time. A malformed hash never matches. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  if (!secretHashPattern.test(stored)) return false;
  const [, N, r, p, salt, hash] = stored.split("$") as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(secret, Buffer.from(salt, "base64"), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const digest = (text: string) => createHash("sha256").update(text.normalize("NFC")).digest();

/**
 * Compares two strings in constant time, whatever their lengths (for the
 * username: which half of a pair was wrong must not show in the timing).
 */
export function sameText(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}
