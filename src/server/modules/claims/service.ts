import type { ClaimSearch, ClaimStatusChange, ClaimSubmission, ClaimSummary } from "../../../shared/claim";
import type { MemberClaim } from "../../../shared/member";
import type { Company } from "../../../shared/company";
import { message } from "../../../shared/messages/message";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { ClaimRow } from "../../db/schema";
import { conflict } from "../../http-errors";
import type { Mailer } from "../mail/mailer";
import { auditedWrite } from "../audit/audited-write";
import { claimMails } from "./claim-mails";
import { claimStatusMail } from "./claim-status-mail";
import { newAdjusterMail, type AssignedAdjuster } from "./assignment-mails";
import { decisionDueOn } from "./clocks";
import type { CatastropheRepository } from "./catastrophe-repository";
import { adjusterScope, mayWork } from "./claim-scope";
import type { ClaimLetterService } from "./letter-service";
import type { ClaimRepository } from "./repository";

export interface ClaimServiceDeps {
  repository: ClaimRepository;
  catastrophes: Pick<CatastropheRepository, "codeStormClaims">;
  db: Db;
  mail: Pick<Mailer, "queueAll" | "nudge">;
  /** The acknowledgement with the Bill of Rights each claim is owed (s. 627.7142). */
  letters: Pick<ClaimLetterService, "owe">;
  company: Company;
}

const alreadyThere = (claim: ClaimSummary) =>
  conflict(
    message("claim.alreadyInStatus", {
      claimNumber: claim.claimNumber,
      status: { key: `words.claimStatus.${claim.status}` },
    }),
  );

/** Claims: filed by anyone, searched and moved along by staff; every change audited with its e-mails. */
export function createClaimService({ db, repository, catastrophes, mail, letters, company }: ClaimServiceDeps) {
  /**
   * Stores a claim in the claimant's language, its first timeline event
   * ("received"), its two e-mails and its audit row in one transaction, so an
   * acknowledged number always exists with its mail.
   */
  async function store(
    claim: ClaimSubmission,
    actor: Actor,
    idempotencyKey: string | null,
  ): Promise<ClaimSummary | null> {
    let stored: ClaimSummary | null = null;
    const filed = await auditedWrite(db, {
      actor: actor.userId,
      action: "claim.create",
      entityType: "claim",
      requestId: actor.requestId,
      before: null,
      async apply(tx) {
        stored = await repository.create(claim, actor.language, idempotencyKey, tx);
        if (!stored) return null;
        // The claimant's own filing: no staff member behind it, even when they were signed in.
        await repository.recordStatusEvent({ claimId: stored.id, status: "received", changedBy: null }, tx);
        // A storm claim whose loss falls in a catastrophe's window is coded to it (and takes its deductible).
        if (claim.loss.category === "Wind/Storm Damage") {
          const hours = company.claimRules.hurricaneWindowHoursAfter;
          await catastrophes.codeStormClaims(hours, { claimId: stored.id }, tx);
        }
        await mail.queueAll(claimMails(stored.claimNumber, claim, actor.language, company), tx);
        await letters.owe(stored.id, "acknowledgement", {}, tx);
        return stored.id;
      },
      // The row as inserted: nothing later in the transaction changes it, so it is not read again.
      read: async () => stored,
    });
    if (filed) mail.nudge();
    return filed;
  }

  /** The claim already filed with this key; refused when the key came with another claimant's address. */
  async function filedWith(idempotencyKey: string, claim: ClaimSubmission): Promise<ClaimSummary | null> {
    const already = await repository.findByKey(idempotencyKey);
    if (!already) return null;
    if (already.notifierEmail !== claim.loss.notifierEmail) throw conflict(message("claim.keyReused"));
    return already.summary;
  }

  return {
    /** Claims managers search every claim; an adjuster their own. */
    search: (query: ClaimSearch, actor: Actor) => repository.search(query, adjusterScope(actor)),
    find: async (id: string, actor: Actor) => mayWork(await repository.find(id), actor),

    /** Every claim on a policy with its timeline, for its insured (the caller has checked the policy is theirs). */
    /** The policy's claims as its insured sees them, with the day we will tell them our decision by. */
    async ofPolicyForInsured(policyId: string): Promise<MemberClaim[]> {
      return (await repository.claimsOfPolicy(policyId)).map(({ row, ...claim }) => ({
        ...claim,
        decisionDueOn: row.decidedOn || row.closedOn ? null : decisionDueOn(row, company.claimRules),
      }));
    },

    /** A claim's status timeline, oldest first. */
    timeline: async (id: string, actor: Actor) => repository.timeline(mayWork(await repository.find(id), actor).id),

    /**
     * Files a claim (store). With an Idempotency-Key, filing again answers the
     * claim already filed with it: a claimant told 503 whose claim was stored
     * after all (its commit's answer lost in an outage) gets that claim, not a
     * second one. Also run by the benchmark's floor, which captures these statements.
     */
    async file(claim: ClaimSubmission, actor: Actor, idempotencyKey: string | null = null): Promise<ClaimSummary> {
      // Stored unless the key was used before (or is being used at this moment: the database waits for that one
      // to commit). Trying the insert first, rather than looking for the key, saves the usual filing a round trip.
      const filed = await store(claim, actor, idempotencyKey);
      if (filed) return filed;
      const already = idempotencyKey ? await filedWith(idempotencyKey, claim) : null;
      if (!already) throw new Error(`claim not stored and none filed with Idempotency-Key ${idempotencyKey}`);
      return already;
    },

    /**
     * Staff move a claim along: the new status, its timeline event, the
     * e-mails to whoever reported it and to the policy's insured, and the
     * audit row commit together. A change to the status the claim already
     * has is refused (also when another change got there first), so the
     * insured never gets an e-mail about nothing. Inside `tx` when the change
     * follows from another made in it (a claim closed or reopened on its file).
     */
    async changeStatus(
      id: string,
      { status, note }: ClaimStatusChange,
      actor: Actor,
      tx: Db = db,
    ): Promise<ClaimSummary> {
      const before = mayWork(await repository.find(id, tx), actor);
      if (before.status === status) throw alreadyThere(before);
      const after = await auditedWrite(tx, {
        actor: actor.userId,
        action: "claim.status",
        entityType: "claim",
        requestId: actor.requestId,
        before,
        async apply(tx) {
          const row = await repository.setStatus(before.id, status, tx);
          if (!row) return null;
          await repository.recordStatusEvent({ claimId: row.id, status, changedBy: actor.userId, note }, tx);
          const recipients = await repository.statusMailRecipients(row, tx);
          await mail.queueAll(
            recipients.map((recipient) => claimStatusMail(row, status, note, company, recipient)),
            tx,
          );
          return row.id;
        },
        read: (claimId, tx) => repository.find(claimId, tx),
      });
      if (!after) throw alreadyThere({ ...before, status });
      mail.nudge();
      return after;
    },

    /** Tells whoever follows the claim (its reporter, the policy's insured) who now adjusts it, in its transaction. */
    async tellNewAdjuster(claim: ClaimRow, adjuster: AssignedAdjuster, tx: Db) {
      const recipients = await repository.statusMailRecipients(claim, tx);
      await mail.queueAll(
        recipients.map((recipient) => newAdjusterMail(claim, adjuster, company, recipient)),
        tx,
      );
    },
  };
}

export type ClaimService = ReturnType<typeof createClaimService>;
