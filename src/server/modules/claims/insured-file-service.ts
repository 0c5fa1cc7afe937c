import { createHash, randomUUID } from "node:crypto";
import { message } from "../../../shared/messages/message";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../http-errors";
import type { FileStorage } from "../../storage/file-storage";
import { acceptedUpload, safeDisplayName } from "../documents/detect-file-kind";
import type { DocumentService } from "../documents/service";
import type { ClaimFileRepository } from "./file-repository";
import { auditClaim } from "./file-service";

/** An open claim of the member's policy, checked by `takingFiles`. */
export interface OpenClaim {
  id: string;
  claimNumber: string;
  policyId: string;
}

export interface InsuredFileServiceDeps {
  db: Db;
  repository: Pick<ClaimFileRepository, "claim" | "recordInsuredFile">;
  documents: Pick<DocumentService, "record">;
  storage: FileStorage;
  today: () => string;
}

/**
 * Photos and documents the insured adds to an open claim from the member area
 * (an estimate, a receipt, more photos): each is a document of the policy,
 * filed under Claim for staff to review, named after the claim, and a line
 * on the claim file's timeline, so the adjuster sees it arrive.
 */
export function createInsuredFileService({ db, repository, documents, storage, today }: InsuredFileServiceDeps) {
  return {
    /**
     * The claim a file may be added to, checked before the upload is read: on the policy (which the caller
     * has checked is the member's) and open; else not found, or closed.
     */
    async takingFiles(claimId: string, policyId: string): Promise<OpenClaim> {
      const loaded = await repository.claim(claimId);
      if (!loaded || loaded.claim.policyId !== policyId) throw notFound("claim.notFound");
      const { claim } = loaded;
      if (claim.closedOn || claim.status === "closed") {
        throw conflict(message("claim.closedToFiles", { claimNumber: claim.claimNumber }));
      }
      return { id: claim.id, claimNumber: claim.claimNumber, policyId };
    },

    async add(claim: OpenClaim, file: { name: string; content: Buffer } | null, actor: Actor) {
      const { policyId } = claim;
      const { file: checked, kind } = await acceptedUpload(file);
      const name = `${claim.claimNumber} ${safeDisplayName(checked.name, kind.extension)}`;
      const storageKey = `documents/${randomUUID()}`;
      await storage.put(storageKey, checked.content);
      try {
        return await db.transaction(async (tx) => {
          const documentId = await documents.record(
            {
              name,
              type: kind.documentType,
              status: "Under Review",
              priority: "High",
              category: "Claim",
              size: checked.content.length,
              contentType: kind.mediaType,
              contentHash: createHash("sha256").update(checked.content).digest("hex"),
              storageKey,
              rejectionReason: null,
              visibleToInsured: true,
              portalId: null,
              policyId,
              ownerId: actor.userId,
              modifiedBy: actor.userId,
            },
            tx,
          );
          await repository.recordInsuredFile(claim.id, documentId, today(), actor.userId, tx);
          await auditClaim(claim.id, "claim.insuredFile", { before: null, after: { documentId, name } }, actor, tx);
          return { documentId, name };
        });
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type InsuredFileService = ReturnType<typeof createInsuredFileService>;
