import { addMonths } from "../../../shared/calendar-date";
import type { ClaimStatus } from "../../../shared/claim";
import { claimDecisionSchema, type ClaimDecisionRequest, type reopenKinds } from "../../../shared/claim-file";
import type { Company } from "../../../shared/company";
import { message } from "../../../shared/messages/message";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { conflict, HttpError } from "../../http-errors";
import { mayWork } from "./claim-scope";
import type { ClaimFileRepository } from "./file-repository";
import type { ClaimLetterService } from "./letter-service";
import { auditClaim } from "./file-service";
import type { ClaimService } from "./service";

export interface ClaimDecisionServiceDeps {
  db: Db;
  repository: ClaimFileRepository;
  /** The claim's status and its e-mail to the insured follow the file (closed, or open again). */
  claims: Pick<ClaimService, "changeStatus">;
  /** The decision and closing letters to the insured (s. 627.7015's notice of mediation with the decision). */
  letters: Pick<ClaimLetterService, "owe" | "nudge">;
  company: Company;
  today: () => string;
}

/**
 * A claim's coverage decision, closing and reopening (decision 0047). Reopening
 * is refused past the notice limits counted from the date of loss (s. 627.70132):
 * 1 year for a reopened claim, 18 months for a supplemental one.
 */
export function createClaimDecisionService({
  db,
  repository,
  claims,
  letters,
  company,
  today,
}: ClaimDecisionServiceDeps) {
  const rules = company.claimRules;

  const load = async (id: string, actor: Actor) => mayWork((await repository.claim(id))?.claim ?? null, actor);

  /** Moves the claim's status along with its e-mail, unless it is there already, in the file change's transaction. */
  async function follow(claimId: string, status: ClaimStatus, current: string, actor: Actor, tx: Db) {
    if (current !== status) await claims.changeStatus(claimId, { status, note: undefined }, actor, tx);
  }

  return {
    async decide(id: string, request: ClaimDecisionRequest, actor: Actor) {
      const fields = claimDecisionSchema.parse(request);
      const claim = await load(id, actor);
      if (claim.closedOn) throw conflict(message("claimFile.closed", { claimNumber: claim.claimNumber }));
      await db.transaction(async (tx) => {
        await repository.decide(claim.id, { ...fields, on: today() }, actor.userId, tx);
        await auditClaim(claim.id, "claim.decision", { before: null, after: fields }, actor, tx);
        await letters.owe(claim.id, "decision", fields, tx);
      });
      letters.nudge();
      return fields.decision;
    },

    /** Lets a claim the coverage check finds not in force be paid, for the reason a claims manager gives. Audited. */
    async overrideCoverage(id: string, reason: string, actor: Actor) {
      const claim = await load(id, actor);
      if (claim.closedOn) throw conflict(message("claimFile.closed", { claimNumber: claim.claimNumber }));
      await db.transaction(async (tx) => {
        await repository.overrideCoverage(claim.id, reason, today(), actor.userId, tx);
        await auditClaim(
          claim.id,
          "claim.coverageOverride",
          { before: { reason: claim.coverageOverrideReason }, after: { reason } },
          actor,
          tx,
        );
      });
    },

    /** Closes a decided claim, and tells the insured. */
    async close(id: string, actor: Actor) {
      const claim = await load(id, actor);
      if (claim.closedOn) throw conflict(message("claimFile.closed", { claimNumber: claim.claimNumber }));
      if (!claim.decision) throw conflict("claimFile.notDecided");
      await db.transaction(async (tx) => {
        await repository.close(claim.id, today(), actor.userId, tx);
        await auditClaim(claim.id, "claim.close", { before: null, after: { closedOn: today() } }, actor, tx);
        await letters.owe(claim.id, "closing", { closedOn: today() }, tx);
        await follow(claim.id, "closed", claim.status, actor, tx);
      });
      letters.nudge();
      return claim.claimNumber;
    },

    /** Opens a closed claim again, as reopened or supplemental, within the notice limit from the date of loss. */
    async reopen(id: string, kind: (typeof reopenKinds)[number], actor: Actor) {
      const claim = await load(id, actor);
      if (!claim.closedOn) throw conflict(message("claimFile.notClosed", { claimNumber: claim.claimNumber }));
      const months = kind === "supplemental" ? rules.supplementalNoticeMonths : rules.noticeMonths;
      const limit = addMonths(claim.dateOfLoss, months);
      if (today() > limit) {
        throw new HttpError(
          422,
          message("claimFile.tooLateToReopen", {
            kind: { key: `claimFile.reopenKinds.${kind}` },
            months,
            dateOfLoss: claim.dateOfLoss,
            limit,
          }),
        );
      }
      await db.transaction(async (tx) => {
        await repository.reopen(claim.id, kind, today(), actor.userId, tx);
        await auditClaim(claim.id, "claim.reopen", { before: null, after: { kind, reopenedOn: today() } }, actor, tx);
        await follow(claim.id, claim.adjusterId ? "assigned" : "received", claim.status, actor, tx);
      });
      return claim.claimNumber;
    },
  };
}

export type ClaimDecisionService = ReturnType<typeof createClaimDecisionService>;
