import type { EmailChangeClaim } from "../../auth/email-change-token";
import type { Db } from "../../db/client";
import { auditedWrite, recordAudit } from "../audit/audited-write";
import type { InsuredAccountService } from "../insured-accounts/service";
import type { SelfServiceRepository } from "./self-service-repository";

/**
 * What follows a confirmed e-mail change, once better-auth has made it (the
 * link to the new address was opened): the audit row, and for a member their
 * insured accounts move to the new address with them, since a member's
 * policies are those of their e-mail (docs/decisions/0022); each moved
 * account is audited too.
 */
export function createEmailChangeService({
  db,
  repository,
  accounts,
}: {
  db: Db;
  repository: SelfServiceRepository;
  accounts: Pick<InsuredAccountService, "moveEmail">;
}) {
  const read = (id: string, tx: Db) => repository.find(id, tx);

  return {
    async confirmed(change: EmailChangeClaim, role: string, requestId: string): Promise<void> {
      const account = await repository.find(change.userId);
      if (!account) return;
      await auditedWrite(db, {
        actor: change.userId,
        action: "account.email",
        entityType: "user",
        requestId,
        before: { ...account, email: change.from },
        async apply(tx) {
          if (role !== "member") return account.id;
          for (const moved of await accounts.moveEmail(change.from, change.to, tx)) {
            await recordAudit(
              {
                actor: change.userId,
                action: "insuredAccount.email",
                entityType: "insuredAccount",
                entityId: moved.id,
                before: { accountNumber: moved.accountNumber, email: change.from },
                after: { accountNumber: moved.accountNumber, email: change.to },
                requestId,
              },
              tx,
            );
          }
          return account.id;
        },
        read,
      });
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
