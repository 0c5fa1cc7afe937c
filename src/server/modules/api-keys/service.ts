import {
  apiKeyLastUsedResolutionMs,
  apiKeysPerUser,
  type ApiKey,
  type CreatedApiKey,
  type NewApiKey,
} from "../../../shared/api-key";
import { can, isRole } from "../../../shared/permissions";
import type { Actor } from "../../auth/actor";
import { hashApiKey, newApiKeySecret } from "../../auth/api-key-secret";
import type { Identity } from "../../auth/identity";
import type { Db } from "../../db/client";
import { message } from "../../../shared/messages/message";
import { conflict, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import type { ApiKeyRepository, StoredApiKey } from "./repository";

const dayMs = 24 * 60 * 60 * 1000;

/** What the owner sees: the stored key without whose it is or when it was revoked. */
const shown = ({ userId: _userId, revokedAt: _revokedAt, ...key }: StoredApiKey): ApiKey => key;

/**
 * Personal API keys (docs/decisions/0024): a staff member or agent makes,
 * lists and revokes their own, each change audited; a program's request
 * with one acts as its user, with that user's role, for as long as the key
 * is neither expired nor revoked and the user is active and may hold keys.
 */
export function createApiKeyService({ db, repository }: { db: Db; repository: ApiKeyRepository }) {
  const audited = (
    actor: Actor,
    action: string,
    before: StoredApiKey | null,
    apply: (tx: Db) => Promise<string | null>,
  ) =>
    auditedWrite(db, {
      actor: actor.userId,
      action,
      entityType: "apiKey",
      requestId: actor.requestId,
      before,
      apply,
      read: (id, tx) => repository.find(id, tx),
    });

  return {
    /** Every key of an account, revoked in the caller's transaction (a deactivation), so reactivating it brings none back. */
    revokeAllOf: repository.revokeAllOf,
    async list(actor: Actor): Promise<ApiKey[]> {
      return (await repository.list(actor.userId)).map(shown);
    },

    /** Makes a key; the answer carries its secret, which is stored only as a hash and never shown again. */
    async create(input: NewApiKey, actor: Actor): Promise<CreatedApiKey> {
      if ((await repository.countHeld(actor.userId)) >= apiKeysPerUser)
        throw conflict(message("apiKey.limit", { count: apiKeysPerUser }));
      const { secret, prefix, hash } = newApiKeySecret();
      const expiresAt = new Date(Date.now() + input.expiresInDays * dayMs);
      const created = await audited(actor, "apiKey.create", null, (tx) =>
        repository.create({ userId: actor.userId, name: input.name, prefix, secretHash: hash, expiresAt }, tx),
      );
      return { key: shown(created!), secret };
    },

    /** Revokes one of the actor's own keys at once; another user's key is not found. */
    async revoke(id: string, actor: Actor): Promise<ApiKey> {
      const before = await repository.findOwned(id, actor.userId);
      if (!before) throw notFound("apiKey.notFound");
      const after = await audited(actor, "apiKey.revoke", before, (tx) => repository.revoke(before.id, new Date(), tx));
      if (!after) throw notFound("apiKey.notFound");
      return shown(after);
    },

    /**
     * Who a bearer secret acts as, or null (anonymous) when it is unknown,
     * expired or revoked, or its user is deactivated or no longer allowed
     * keys. The role is the user's now, so a role change applies at once.
     * "Last used" is written once a minute at most, not on every request.
     */
    async identify(secret: string): Promise<Identity | null> {
      if (secret === "") return null;
      const holder = await repository.holderOf(hashApiKey(secret));
      const now = new Date();
      if (!holder || holder.revokedAt || holder.expiresAt <= now || holder.deactivatedAt) return null;
      if (!isRole(holder.role) || !can(holder.role, "apiKeys.manage")) return null;
      const notBefore = new Date(now.getTime() - apiKeyLastUsedResolutionMs);
      if (!holder.lastUsedAt || holder.lastUsedAt < notBefore) await repository.markUsed(holder.keyId, now, notBefore);
      return {
        userId: holder.userId,
        email: holder.email,
        name: holder.name,
        role: holder.role,
        sessionId: null,
        apiKeyId: holder.keyId,
        twoFactorEnabled: holder.twoFactorEnabled,
      };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
