import { APIError } from "better-auth/api";
import {
  emailChangeReturnPath,
  type BackupCodesRequest,
  type EmailChange,
  type NameChange,
  type OwnAccount,
  type PasswordChange,
} from "../../../shared/own-account";
import type { Language } from "../../../shared/constants";
import type { Actor } from "../../auth/actor";
import type { Auth } from "../../auth/auth";
import { asEmailChange } from "../../auth/email-change-request";
import type { SessionCredentials } from "../../auth/session-credentials";
import type { Db } from "../../db/client";
import { conflict, invalidField, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import type { SelfServiceRepository } from "./self-service-repository";

export interface SelfServiceDeps {
  repository: SelfServiceRepository;
  db: Db;
  /** better-auth, which checks passwords, sends the e-mail change link and keeps the backup codes. */
  auth: Pick<Auth, "api">;
}

/** better-auth's code for a refusal, when the error is one. */
const refusalOf = (error: unknown): string | null =>
  error instanceof APIError ? ((error.body as { code?: string } | undefined)?.code ?? null) : null;

/**
 * A person's own account: name, e-mail, password and backup codes. Each
 * change is audited (never a password or a code). Role and activation are
 * not here: only staff change those, and never their own (users/service.ts).
 */
export function createSelfServiceService({ db, repository, auth }: SelfServiceDeps) {
  const read = (id: string, tx: Db) => repository.find(id, tx);

  async function own(actor: Actor): Promise<OwnAccount> {
    const found = await repository.find(actor.userId);
    if (!found) throw notFound("ownAccount.notFound");
    return found;
  }

  /** An audit row for what better-auth changed (or sent), with what `apply` adds in the same transaction. */
  async function record(
    actor: Actor,
    action: string,
    before: OwnAccount,
    apply: (tx: Db) => Promise<void> = async () => undefined,
    after: (account: OwnAccount) => object = (account) => account,
  ): Promise<void> {
    await auditedWrite<object>(db, {
      actor: actor.userId,
      action,
      entityType: "user",
      requestId: actor.requestId,
      before,
      async apply(tx) {
        await apply(tx);
        return before.id;
      },
      read: async (id, tx) => {
        const account = await read(id, tx);
        return account ? after(account) : null;
      },
    });
  }

  return {
    async rename({ name }: NameChange, actor: Actor): Promise<OwnAccount> {
      const before = await own(actor);
      const after = await auditedWrite(db, {
        actor: actor.userId,
        action: "account.name",
        entityType: "user",
        requestId: actor.requestId,
        before,
        apply: (tx) => repository.rename(before.id, name, tx),
        read,
      });
      return after!;
    },

    /**
     * Sends a confirmation link to the new address (better-auth's change-email
     * flow); the address changes only when the link is opened
     * (email-change-service.ts). An address another account uses gets no
     * link, but the answer is the same, so it does not tell who has an account.
     */
    async requestEmailChange(
      { email }: EmailChange,
      actor: Actor,
      session: SessionCredentials,
      language: Language,
    ): Promise<void> {
      const before = await own(actor);
      if (email === before.email.toLowerCase()) throw invalidField("email", "ownAccount.sameEmail");
      // The link goes out in the language the change is asked in.
      await asEmailChange({ language }, () =>
        auth.api.changeEmail({
          body: { newEmail: email, callbackURL: emailChangeReturnPath(actor.role ?? "member") },
          headers: session.headers,
        }),
      );
      await record(actor, "account.emailChangeRequested", before, undefined, (account) => ({
        ...account,
        requestedEmail: email,
      }));
    },

    /** A new password, given the current one; every other session of the account ends. */
    async changePassword(change: PasswordChange, actor: Actor, session: SessionCredentials): Promise<void> {
      const before = await own(actor);
      try {
        await auth.api.changePassword({ body: { ...change, revokeOtherSessions: false }, headers: session.headers });
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal === "INVALID_PASSWORD") throw invalidField("currentPassword", "ownAccount.wrongCurrentPassword");
        if (refusal === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
          throw invalidField("currentPassword", "ownAccount.noPassword");
        }
        throw error;
      }
      await record(actor, "account.password", before, (tx) =>
        repository.endOtherSessions(before.id, session.sessionId, tx),
      );
    },

    /** Ten new backup codes for two-step verification, given the password; the old ones stop working. */
    async regenerateBackupCodes(
      { password }: BackupCodesRequest,
      actor: Actor,
      session: SessionCredentials,
    ): Promise<string[]> {
      const before = await own(actor);
      let backupCodes: string[];
      try {
        ({ backupCodes } = await auth.api.generateBackupCodes({ body: { password }, headers: session.headers }));
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal === "INVALID_PASSWORD") throw invalidField("password", "ownAccount.wrongPassword");
        if (refusal === "TWO_FACTOR_NOT_ENABLED") {
          throw conflict("ownAccount.twoFactorOff");
        }
        throw error;
      }
      await record(actor, "account.backupCodes", before);
      return backupCodes;
    },
  };
}

export type SelfServiceService = ReturnType<typeof createSelfServiceService>;
