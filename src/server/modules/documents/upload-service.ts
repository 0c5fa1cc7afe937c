import { createHash, randomUUID } from "node:crypto";
import type { Document } from "../../../shared/document";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import { invalidField } from "../../http-errors";
import type { PolicyService } from "../policies/service";
import type { PortalService } from "../portals/service";
import type { FileStorage } from "../../storage/file-storage";
import { acceptedUpload, safeDisplayName } from "./detect-file-kind";
import type { DocumentService } from "./service";

/** What may come with the file: where it belongs and how it is filed. */
export interface UploadPlacement {
  portalId?: string;
  policyId?: string;
  category: Document["category"];
  priority: Document["priority"];
}

/**
 * SPEC §7 POST /api/upload: the file's type is decided by its content; it is
 * stored under a key the server makes up, then recorded as a Draft document.
 * If recording fails the stored file is removed again, so nothing is half-saved.
 */
export function createDocumentUploadService({
  storage,
  documents,
  portals,
  policies,
}: {
  storage: FileStorage;
  documents: Pick<DocumentService, "createUploaded">;
  portals: Pick<PortalService, "visible">;
  policies: Pick<PolicyService, "visible">;
}) {
  return {
    async store(
      file: { name: string; content: Buffer } | null,
      placement: UploadPlacement,
      actor: Actor,
    ): Promise<Document> {
      const { file: checked, kind } = await acceptedUpload(file);

      const scope = scopeOf(actor);
      const portal = placement.portalId ? await portals.visible(placement.portalId, scope) : null;
      if (placement.portalId && !portal) throw invalidField("portalId", "portal.chooseYours");
      const policy = placement.policyId ? await policies.visible(placement.policyId, scope) : null;
      if (placement.policyId && !policy) throw invalidField("policyId", "policy.chooseYours");

      const storageKey = `documents/${randomUUID()}`;
      await storage.put(storageKey, checked.content);
      try {
        return await documents.createUploaded(
          {
            name: safeDisplayName(checked.name, kind.extension),
            type: kind.documentType,
            priority: placement.priority,
            category: placement.category,
            size: checked.content.length,
            contentType: kind.mediaType,
            contentHash: createHash("sha256").update(checked.content).digest("hex"),
            storageKey,
            visibleToInsured: false,
            portalId: portal?.diHeaderGUID ?? null,
            policyId: policy?.id ?? portal?.policyId ?? null,
            ownerId: actor.userId,
            modifiedBy: actor.userId,
          },
          actor,
        );
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },
  };
}

export type DocumentUploadService = ReturnType<typeof createDocumentUploadService>;
