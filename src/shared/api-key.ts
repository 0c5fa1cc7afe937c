import { z } from "zod";
import { message } from "./messages/message";

/**
 * Personal API keys (docs/decisions/0024): staff and agents make them on
 * their account page, and a program sends one as `Authorization: Bearer
 * <key>` to act as that user. Every number of the feature is here.
 */

/** How long a key may live: one of these, in days, chosen when it is made. */
export const apiKeyLifetimesDays = [30, 90, 365] as const;
export type ApiKeyLifetimeDays = (typeof apiKeyLifetimesDays)[number];
export const defaultApiKeyLifetimeDays: ApiKeyLifetimeDays = 90;

/** Keys a person may hold at once (not revoked, expired included until revoked). */
export const apiKeysPerUser = 10;
export const apiKeyNameMaxLength = 100;

/** "Last used" is written at most this often per key, not on every request. */
export const apiKeyLastUsedResolutionMs = 60_000;

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can find it). */
export const apiKeyMarker = "sabal_";
/** The start of the key shown in lists to tell keys apart: the marker and a few random characters. */
export const apiKeyPrefixLength = apiKeyMarker.length + 8;

/** A key as its owner sees it in the list: never the secret, which is shown once, when it is made. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell it apart ("sabal_Ab3dEf9h"). */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** To the minute or so; null when never used. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Making a key: a name to recognise it by and how many days it lives. */
export const newApiKeySchema = z
  .object({
    name: z
      .string({ error: message("check.apiKey.name") })
      .trim()
      .min(1, message("check.apiKey.name"))
      .max(apiKeyNameMaxLength),
    expiresInDays: z.literal(apiKeyLifetimesDays, { error: message("check.apiKey.lifetime") }),
  })
  .strict();
export type NewApiKey = z.infer<typeof newApiKeySchema>;

/** The answer to making a key: the key, and its secret, shown this once and never again. */
export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** What the program sends as `Authorization: Bearer <secret>`. */
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** Whether the key has passed its expiry: it is refused from then on, until revoked (then gone from the list). */
export const isApiKeyExpired = (key: Pick<ApiKey, "expiresAt">, now: Date = new Date()) =>
  Date.parse(key.expiresAt) <= now.getTime();
