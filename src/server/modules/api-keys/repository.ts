import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { ApiKey } from "../../../shared/api-key";
import type { Db } from "../../db/client";
import { apiKeys, user, type ApiKeyRow } from "../../db/schema";

/** A key as the audit log records it: what its owner sees, whose it is and when it was revoked. */
export interface StoredApiKey extends ApiKey {
  userId: string;
  revokedAt: string | null;
}

/** A key found by its secret, with what decides whether it still works and who it acts as. */
export interface KeyHolder {
  keyId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  userId: string;
  email: string;
  name: string;
  role: string;
  twoFactorEnabled: boolean;
  deactivatedAt: Date | null;
}

const toStored = (row: ApiKeyRow): StoredApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  userId: row.userId,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const notRevoked = isNull(apiKeys.revokedAt);

/** All SQL for API keys. Writes take their transaction, so the audit row commits with them. */
export function createApiKeyRepository(db: Db) {
  return {
    /** Revokes every API key of the account, so reactivating it does not bring old keys back. */
    async revokeAllOf(userId: string, executor: Db): Promise<void> {
      await executor
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    },
    /** The user's keys that are not revoked (expired ones included), newest first. */
    async list(userId: string): Promise<StoredApiKey[]> {
      const rows = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), notRevoked))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map(toStored);
    },

    async find(id: string, executor: Db = db): Promise<StoredApiKey | null> {
      const [row] = await executor.select().from(apiKeys).where(eq(apiKeys.id, id));
      return row ? toStored(row) : null;
    },

    /** The user's key with this id, unless it is revoked: another user's key is not found. */
    async findOwned(id: string, userId: string): Promise<StoredApiKey | null> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), notRevoked));
      return row ? toStored(row) : null;
    },

    async countHeld(userId: string): Promise<number> {
      const [row] = await db
        .select({ held: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), notRevoked));
      return row?.held ?? 0;
    },

    async create(
      key: { userId: string; name: string; prefix: string; secretHash: string; expiresAt: Date },
      executor: Db = db,
    ): Promise<string> {
      const id = randomUUID();
      await executor.insert(apiKeys).values({ id, ...key });
      return id;
    },

    /** Revokes a key that is not revoked yet; null when there was none. */
    async revoke(id: string, now: Date, executor: Db = db): Promise<string | null> {
      const [revoked] = await executor
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.id, id), notRevoked))
        .returning({ id: apiKeys.id });
      return revoked?.id ?? null;
    },

    /** The key with this hash and its user, whatever its state: the service judges it. */
    async holderOf(secretHash: string): Promise<KeyHolder | null> {
      const [found] = await db
        .select({
          keyId: apiKeys.id,
          expiresAt: apiKeys.expiresAt,
          revokedAt: apiKeys.revokedAt,
          lastUsedAt: apiKeys.lastUsedAt,
          userId: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          twoFactorEnabled: user.twoFactorEnabled,
          deactivatedAt: user.deactivatedAt,
        })
        .from(apiKeys)
        .innerJoin(user, eq(user.id, apiKeys.userId))
        .where(eq(apiKeys.secretHash, secretHash));
      return found ? { ...found, twoFactorEnabled: found.twoFactorEnabled === true } : null;
    },

    /** Sets "last used" unless another request already did since `notBefore` (several instances may race). */
    async markUsed(id: string, now: Date, notBefore: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, notBefore))));
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
