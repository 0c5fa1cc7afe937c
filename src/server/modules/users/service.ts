import type { ApiKeyService } from "../api-keys/service";
import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { ManagedUser, UserChange, UserInvitation } from "../../../shared/user-admin";
import type { Actor } from "../../auth/actor";
import type { Auth } from "../../auth/auth";
import { asInvitation } from "../../auth/invitation";
import type { Db } from "../../db/client";
import { conflict, invalidField, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import type { UserRepository } from "./repository";

export interface UserServiceDeps {
  repository: UserRepository;
  apiKeys: Pick<ApiKeyService, "revokeAllOf">;
  db: Db;
  /** better-auth, which e-mails the set-your-password link. */
  auth: Pick<Auth, "api">;
}

const userNotFound = () => notFound("user.notFound");

/** The audit action of a change: what it does to the person's access first. */
const actionOf = (change: UserChange) =>
  change.active === false
    ? "user.deactivate"
    : change.active === true
      ? "user.reactivate"
      : change.role
        ? "user.role"
        : "user.phone";

/**
 * Configure (an alert in the spec): staff invite people, change their role,
 * deactivate and reactivate accounts. Every change is audited; nobody can
 * change their own role or deactivate themselves, so staff cannot lock
 * themselves out.
 */
export function createUserService({ db, repository, auth, apiKeys }: UserServiceDeps) {
  const read = (id: string, tx: Db) => repository.find(id, tx);

  async function findOrNotFound(id: string): Promise<ManagedUser> {
    const found = await repository.find(id);
    if (!found) throw userNotFound();
    return found;
  }

  /**
   * Sends the set-your-password link (better-auth's reset link, worded as an
   * invitation from the actor) in the invited person's language, not the actor's.
   */
  async function sendInvitation({ email, language }: Pick<ManagedUser, "email" | "language">, actor: Actor) {
    const invitedBy = (await repository.find(actor.userId))?.name ?? actor.userId;
    await asInvitation({ invitedBy, language }, () =>
      auth.api.requestPasswordReset({ body: { email, redirectTo: "/agents/reset-password" } }),
    );
  }

  return {
    list: () => repository.list(),

    /** One account as Configure shows it, or null: for other modules (an adjuster's name, e-mail and authority). */
    find: (id: string) => repository.find(id),

    /** The agents a policy or portal can be given. */
    agents: () => repository.agents(),

    /** Creates the account (audited) and e-mails the link to choose a password. */
    async invite(invitation: UserInvitation, actor: Actor): Promise<ManagedUser> {
      const email = invitation.email.toLowerCase();
      if (await repository.emailTaken(email)) throw conflict("user.emailTaken");
      // Nobody knows this password: the person sets theirs from the invitation.
      const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
      const created = (await auditedWrite(db, {
        actor: actor.userId,
        action: "user.invite",
        entityType: "user",
        requestId: actor.requestId,
        before: null,
        apply: (tx) => repository.create({ ...invitation, email, passwordHash }, tx),
        read,
      }))!;
      await sendInvitation(created, actor);
      return created;
    },

    /** A new link for an active account, valid one hour. */
    async reinvite(id: string, actor: Actor): Promise<ManagedUser> {
      const invited = await findOrNotFound(id);
      if (!invited.active) throw invalidField("active", "user.reactivateFirst");
      await sendInvitation(invited, actor);
      return invited;
    },

    /**
     * A new role or a deactivation takes effect at once: every session of the
     * account ends (a deactivation also revokes its API keys). A work phone
     * is only a detail: anyone's, one's own too.
     */
    async change(id: string, change: UserChange, actor: Actor): Promise<ManagedUser> {
      const before = await findOrNotFound(id);
      const changesAccess = change.role !== undefined || change.active !== undefined;
      if (changesAccess && before.id === actor.userId) {
        throw invalidField(change.role ? "role" : "active", "user.notYourOwn");
      }
      const after = await auditedWrite(db, {
        actor: actor.userId,
        action: actionOf(change),
        entityType: "user",
        requestId: actor.requestId,
        before,
        async apply(tx) {
          await repository.update(before.id, change, tx);
          if (changesAccess) await repository.endSessions(before.id, tx);
          if (change.active === false) await apiKeys.revokeAllOf(before.id, tx);
          return before.id;
        },
        read,
      });
      return after!;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
