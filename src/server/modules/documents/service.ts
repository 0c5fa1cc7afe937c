import {
  isLocked,
  workflowTransitions,
  type Document,
  type DocumentChange,
  type NewDocument,
  type WorkflowAction,
  type WorkflowRequest,
} from "../../../shared/document";
import type { Portal } from "../../../shared/portal";
import { can } from "../../../shared/permissions";
import { scopeOf } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { conflict, forbidden, invalidField } from "../../http-errors";
import type { Identity } from "../../auth/identity";
import { auditedWrite } from "../audit/audited-write";
import { createDocumentRepository, withoutStorageKey, type DocumentRecord, type StoredDocument } from "./repository";

const actionWords: Record<WorkflowAction, string> = {
  approve: "approved",
  reject: "rejected",
  review: "sent for review",
};

const changedMeanwhile = () => conflict("The document was changed by someone else meanwhile. Reload it and try again.");
const lockedMessage = (document: Document) =>
  `This document is ${document.status} and can no longer be changed or deleted.`;

/**
 * The rules of documents: the workflow's transition table, approved
 * documents locked, and an audit row for every change, written in the same
 * transaction as the change.
 */
export function createDocumentService(db: Db) {
  const repository = createDocumentRepository(db);

  async function write(
    identity: Identity,
    requestId: string,
    action: string,
    before: StoredDocument | null,
    apply: (tx: Db) => Promise<string | null>,
  ): Promise<Document> {
    const after = await auditedWrite(db, {
      actor: identity.userId,
      action,
      entityType: "document",
      requestId,
      before,
      apply,
      read: (id, tx) => repository.find(id, { kind: "all" }, tx),
    });
    if (!after) throw changedMeanwhile();
    return withoutStorageKey(after);
  }

  return {
    /** Approve, reject (with a reason) or send for review; anything the table does not list is a 409. */
    async transition(document: StoredDocument, request: WorkflowRequest, identity: Identity, requestId: string) {
      if (request.action !== "review" && !can(identity.role, "documents.approve")) {
        throw forbidden("Only underwriting staff can approve or reject documents.");
      }
      const next = workflowTransitions[document.status][request.action];
      if (!next) {
        throw conflict(`A document that is ${document.status} cannot be ${actionWords[request.action]}.`);
      }
      return write(identity, requestId, `document.${request.action}`, document, async (tx) => {
        const done = await repository.updateIfStatus(
          document.id,
          document.status,
          {
            status: next,
            rejectionReason: request.action === "reject" ? (request.reason ?? null) : null,
            modifiedBy: identity.userId,
          },
          tx,
        );
        return done ? document.id : null;
      });
    },

    async change(document: StoredDocument, change: DocumentChange, identity: Identity, requestId: string) {
      if (isLocked(document.status)) throw conflict(lockedMessage(document));
      return write(identity, requestId, "document.update", document, async (tx) =>
        (await repository.updateIfStatus(document.id, document.status, { ...change, modifiedBy: identity.userId }, tx))
          ? document.id
          : null,
      );
    },

    /** Deleting keeps the row and the file (deleted_at): nothing is lost, and the audit trail can point at it. */
    async remove(document: StoredDocument, identity: Identity, requestId: string) {
      if (isLocked(document.status)) throw conflict(lockedMessage(document));
      return write(identity, requestId, "document.delete", document, async (tx) =>
        (await repository.updateIfStatus(
          document.id,
          document.status,
          { deletedAt: new Date(), modifiedBy: identity.userId },
          tx,
        ))
          ? document.id
          : null,
      );
    },

    /** A stored upload, as a new Draft document. */
    async createUploaded(
      record: Omit<DocumentRecord, "status" | "rejectionReason">,
      identity: Identity,
      requestId: string,
    ) {
      return write(identity, requestId, "document.upload", null, (tx) =>
        repository.create({ ...record, status: "Draft", rejectionReason: null }, tx),
      );
    },

    /**
     * SPEC §7 POST /api/portal/{id}/documents: attaches an earlier upload that
     * is on no portal yet, or enters a document whose file comes later.
     */
    async addToPortal(portal: Portal, input: NewDocument, identity: Identity, requestId: string) {
      if (input.documentId) {
        const upload = await repository.find(input.documentId, scopeOf(identity));
        if (!upload) throw invalidField("documentId", "Upload the file first.");
        if (upload.portalId) throw invalidField("documentId", "This document is already on a portal.");
        if (isLocked(upload.status)) throw conflict(lockedMessage(upload));
        return write(identity, requestId, "document.attach", upload, async (tx) =>
          (await repository.updateIfStatus(
            upload.id,
            upload.status,
            {
              name: input.name,
              category: input.category,
              priority: input.priority,
              visibleToInsured: input.visibleToInsured,
              portalId: portal.diHeaderGUID,
              policyId: portal.policyId ?? upload.policyId,
              modifiedBy: identity.userId,
              ...(input.type ? { type: input.type } : {}),
            },
            tx,
          ))
            ? upload.id
            : null,
        );
      }
      return write(identity, requestId, "document.create", null, (tx) =>
        repository.create(
          {
            name: input.name,
            type: input.type ?? "Other",
            status: "Draft",
            priority: input.priority,
            category: input.category,
            size: 0,
            contentType: null,
            contentHash: null,
            storageKey: null,
            rejectionReason: null,
            visibleToInsured: input.visibleToInsured,
            portalId: portal.diHeaderGUID,
            policyId: portal.policyId,
            ownerId: identity.userId,
            modifiedBy: identity.userId,
          },
          tx,
        ),
      );
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
