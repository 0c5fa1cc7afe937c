import type { Company } from "../../../shared/company";
import { pathTo } from "../../../shared/routes";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { invalidField, notFound } from "../../http-errors";
import type { Mailer } from "../mail/mailer";
import type { UserService } from "../users/service";
import { adjusterNote, assignmentMail } from "./assignment-mails";
import type { ClaimFileRepository } from "./file-repository";
import { auditClaim } from "./file-service";
import type { ClaimService } from "./service";

export interface AssignmentServiceDeps {
  db: Db;
  repository: ClaimFileRepository;
  claims: Pick<ClaimService, "changeStatus" | "tellNewAdjuster">;
  users: Pick<UserService, "find">;
  mail: Pick<Mailer, "queueAll" | "nudge">;
  company: Company;
  publicUrl: string;
  today: () => string;
}

/** Who may be given a claim: an active adjuster, or a claims manager who adjusts it themselves. */
const adjusts = ["adjuster", "staff"];

/**
 * Assigning a claim (decision 0047): a claims manager gives it to an adjuster,
 * who is e-mailed; the insured is told who their adjuster is and how to reach
 * them (the "assigned" e-mail when the claim was not assigned yet, an e-mail
 * of its own at a reassignment).
 */
export function createAssignmentService({
  db,
  repository,
  claims,
  users,
  mail,
  company,
  publicUrl,
  today,
}: AssignmentServiceDeps) {
  return {
    async assign(id: string, adjusterId: string, actor: Actor) {
      const loaded = await repository.claim(id);
      if (!loaded) throw notFound("claim.notFound");
      const adjuster = await users.find(adjusterId);
      if (!adjuster || !adjuster.active || !adjusts.includes(adjuster.role)) {
        throw invalidField("adjusterId", "claimFile.notAnAdjuster");
      }
      const url = `${publicUrl}${pathTo("claimsRegister")}?claim=${encodeURIComponent(loaded.claim.claimNumber)}`;
      await db.transaction(async (tx) => {
        const claim = await repository.assign(loaded.claim.id, adjuster.id, today(), actor.userId, tx);
        await mail.queueAll([assignmentMail(claim, adjuster, url, company)], tx);
        // A claim still "received" tells the insured who adjusts it in its "assigned" e-mail; a later change of hands
        // in an e-mail of its own.
        if (loaded.claim.status === "received") {
          const note = adjusterNote(adjuster, loaded.claim.language === "it" ? "it" : "en");
          await claims.changeStatus(loaded.claim.id, { status: "assigned", note }, actor, tx);
        } else if (loaded.claim.adjusterId !== adjuster.id) {
          await claims.tellNewAdjuster(claim, adjuster, tx);
        }
        await auditClaim(
          claim.id,
          "claim.assign",
          { before: { adjusterId: loaded.claim.adjusterId }, after: { adjusterId: adjuster.id } },
          actor,
          tx,
        );
      });
      mail.nudge();
      return adjuster.name;
    },
  };
}

export type AssignmentService = ReturnType<typeof createAssignmentService>;
