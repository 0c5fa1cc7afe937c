import { createHash, randomBytes } from "node:crypto";
import { apiKeyMarker, apiKeyPrefixLength } from "../../shared/api-key";

/** A new key: the secret (shown once), the prefix lists show, and the hash stored instead of it. */
export interface ApiKeySecret {
  secret: string;
  prefix: string;
  hash: string;
}

/**
 * SHA-256, not a slow password hash: the secret is 256 random bits, so there
 * is nothing to guess from the hash, and every request's lookup stays cheap.
 */
export const hashApiKey = (secret: string): string => createHash("sha256").update(secret).digest("hex");

export function newApiKeySecret(): ApiKeySecret {
  const secret = `${apiKeyMarker}${randomBytes(32).toString("base64url")}`;
  return { secret, prefix: secret.slice(0, apiKeyPrefixLength), hash: hashApiKey(secret) };
}

const bearer = /^Bearer[ ]+(\S+)[ ]*$/i;

/**
 * The token of an `Authorization: Bearer <token>` header, or null when the
 * header is absent or another scheme. A malformed Bearer header answers an
 * empty token, so it is refused rather than ignored.
 */
export function bearerToken(authorization: string | undefined): string | null {
  if (authorization === undefined || !/^Bearer(\s|$)/i.test(authorization)) return null;
  return bearer.exec(authorization)?.[1] ?? "";
}
