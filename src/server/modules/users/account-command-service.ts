import type { Language } from "../../../shared/constants";
import type { ManagedUser } from "../../../shared/user-admin";
import type { Db } from "../../db/client";
import { conflict, invalidField, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import type { AccountCommandRepository } from "./account-command-repository";
import type { UserRepository } from "./repository";

/** Who the audit log names for what the user command did: whoever ran it on the server. */
export const commandLineActor = "system:command-line";

/** The roles the command gives: members sign in with an e-mailed link and are never made by hand. */
export const commandRoles = ["staff", "agent"] as const;

export interface CommandLineAccount {
  email: string;
  name: string;
  role: (typeof commandRoles)[number];
  language: Language;
  /** better-auth's hash of the password the operator typed; the password itself never leaves the command. */
  passwordHash: string;
}

export interface CommandLineReset {
  email: string;
  passwordHash: string;
  /** Also turn two-step verification off, for someone who lost the authenticator. */
  removeTwoFactor: boolean;
}

export interface ResetOutcome {
  account: ManagedUser;
  reactivated: boolean;
  sessionsEnded: number;
  passwordLinksCancelled: number;
  /** Two-step verification after the reset: kept (its lock lifted), removed, or off before already. */
  twoFactor: "kept" | "removed" | "off";
}

/**
 * The user command (src/server/admin/user-cli.ts): the first account of a new
 * installation, and a way back in for someone locked out. Both are audited as
 * the command line's, and neither sends an e-mail: the operator chose the
 * password and tells the person.
 */
export function createAccountCommandService({
  db,
  users,
  commands,
}: {
  db: Db;
  users: UserRepository;
  commands: AccountCommandRepository;
}) {
  const read = (id: string, tx: Db) => users.find(id, tx);

  return {
    async create(input: CommandLineAccount, requestId: string): Promise<ManagedUser> {
      const email = input.email.toLowerCase();
      if (await users.emailTaken(email)) throw conflict("user.emailTaken");
      const created = await auditedWrite(db, {
        actor: commandLineActor,
        action: "user.create",
        entityType: "user",
        requestId,
        before: null,
        apply: (tx) => users.create({ ...input, email }, tx),
        read,
      });
      return created!;
    },

    /**
     * A new password; the account active again; every session ended and every
     * set-your-password link already sent cancelled, so only the new password
     * opens it; two-step verification's lock lifted, or two-step turned off
     * when asked (staff then enrol again at their next sign-in where it is
     * required). Sign-in lockouts live in the app's memory or Redis: the
     * caller clears them after this commits.
     */
    async reset(input: CommandLineReset, requestId: string): Promise<ResetOutcome> {
      const id = await commands.idOfEmail(input.email.toLowerCase());
      const before = id ? await users.find(id) : null;
      if (!id || !before) throw notFound("user.notFound");
      if (before.role === "member") throw invalidField("email", "user.memberHasNoPassword");
      let sessionsEnded = 0;
      let passwordLinksCancelled = 0;
      const after = await auditedWrite(db, {
        actor: commandLineActor,
        action: "user.reset",
        entityType: "user",
        requestId,
        before,
        async apply(tx) {
          await commands.setPassword(id, input.passwordHash, tx);
          if (!before.active) await users.update(id, { active: true }, tx);
          sessionsEnded = await commands.endSessions(id, tx);
          passwordLinksCancelled = await commands.cancelPasswordLinks(id, tx);
          if (input.removeTwoFactor) await commands.removeTwoFactor(id, tx);
          else await commands.clearTwoFactorLock(id, tx);
          return id;
        },
        read,
      });
      return {
        account: after!,
        reactivated: !before.active,
        sessionsEnded,
        passwordLinksCancelled,
        twoFactor: !before.twoFactorEnabled ? "off" : input.removeTwoFactor ? "removed" : "kept",
      };
    },
  };
}

export type AccountCommandService = ReturnType<typeof createAccountCommandService>;
