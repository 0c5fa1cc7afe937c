import type { ClaimStatusChange, ClaimSummary } from "../../../shared/claim";
import type { Company } from "../../../shared/company";
import type { Db } from "../../db/client";
import type { Mailer } from "../../mail/mailer";
import { conflict, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import { claimReaders } from "./claim-readers";
import { claimStatusMail } from "./claim-status-mail";
import { recordStatusEvent } from "./claim-timeline";
import type { createClaimRepository } from "./repository";

export interface ClaimStatusChanging {
  db: Db;
  repository: ReturnType<typeof createClaimRepository>;
  mail: Pick<Mailer, "queue">;
  company: Company;
}

const alreadyThere = (claim: ClaimSummary) =>
  conflict(`Claim ${claim.claimNumber} is already ${claim.status}; choose another status.`);

/**
 * Staff move a claim along: the new status, its timeline event, the e-mails to
 * whoever reported it and to the policy's insured, and the audit row commit together. A change to the
 * status the claim already has is refused (also when another change got there
 * first), so the insured never gets an e-mail about nothing. The caller nudges
 * the mailer once this resolves.
 */
export async function changeClaimStatus(
  { db, repository, mail, company }: ClaimStatusChanging,
  claimId: string,
  { status, note }: ClaimStatusChange,
  { actor, requestId }: { actor: string; requestId: string },
): Promise<ClaimSummary> {
  const before = await repository.find(claimId);
  if (!before) throw notFound("The requested claim could not be found.");
  if (before.status === status) throw alreadyThere(before);
  const after = await auditedWrite(db, {
    actor,
    action: "claim.status",
    entityType: "claim",
    requestId,
    before,
    async apply(tx) {
      const row = await repository.setStatus(before.id, status, tx);
      if (!row) return null;
      await recordStatusEvent(tx, { claimId: row.id, status, changedBy: actor, note });
      for (const reader of await claimReaders(tx, row)) {
        await mail.queue(claimStatusMail(row, status, note, company, reader), tx);
      }
      return row.id;
    },
    read: (id, tx) => repository.find(id, tx),
  });
  if (!after) throw alreadyThere({ ...before, status });
  return after;
}
