import type { ClaimSubmission, ClaimSummary } from "../../../shared/claim";
import type { Company } from "../../../shared/company";
import type { Db } from "../../db/client";
import type { Mailer } from "../../mail/mailer";
import { auditedWrite } from "../audit/audited-write";
import { claimMails } from "./claim-mails";
import { recordStatusEvent } from "./claim-timeline";
import type { createClaimRepository } from "./repository";

export interface ClaimFiling {
  db: Db;
  repository: ReturnType<typeof createClaimRepository>;
  mail: Pick<Mailer, "queue">;
  company: Company;
}

/**
 * Stores a claim, its first timeline event ("received"), its two e-mails and its audit row in one transaction, so an
 * acknowledged number always exists with its mail. The caller nudges the
 * mailer once this resolves. Used by the route and by the benchmark's floor,
 * which captures these statements.
 */
export async function fileClaim(
  { db, repository, mail, company }: ClaimFiling,
  claim: ClaimSubmission,
  { actor, requestId }: { actor: string; requestId: string },
): Promise<ClaimSummary> {
  const filed = await auditedWrite(db, {
    actor,
    action: "claim.create",
    entityType: "claim",
    requestId,
    before: null,
    async apply(tx) {
      const stored = await repository.create(claim, tx);
      // The claimant's own filing: no staff member behind it, even when they were signed in.
      await recordStatusEvent(tx, { claimId: stored.id, status: "received", changedBy: null });
      for (const each of claimMails(stored.claimNumber, claim, company)) await mail.queue(each, tx);
      return stored.id;
    },
    read: (id, tx) => repository.find(id, tx),
  });
  return filed!;
}
