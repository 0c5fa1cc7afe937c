import {
  isLocked,
  workflowTransitions,
  type Document,
  type DocumentChange,
  type DocumentList,
  type NewDocument,
  type WorkflowRequest,
} from "../../../shared/document";
import { message } from "../../../shared/messages/message";
import { can } from "../../../shared/permissions";
import { maxPageSize } from "../../../shared/policy";
import type { Actor } from "../../auth/actor";
import { scopeOf, type DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { conflict, forbidden, invalidField, notFound } from "../../http-errors";
import type { FileStorage } from "../../storage/file-storage";
import { auditedWrite } from "../audit/audited-write";
import type { PortalService } from "../portals/service";
import { createDocumentAccess, type DocumentAddress } from "./document-access";
import { withoutStorageKey, type DocumentRecord, type DocumentRepository, type StoredDocument } from "./repository";

export interface DocumentServiceDeps {
  db: Db;
  repository: DocumentRepository;
  storage: FileStorage;
  portals: Pick<PortalService, "find">;
}

const changedMeanwhile = () => conflict("document.changedMeanwhile");
const locked = (document: Document) =>
  conflict(message("document.locked", { status: { key: `words.documentStatus.${document.status}` } }));

/**
 * The rules of documents: who sees which (an agent their own book), the
 * workflow's transition table, approved documents locked, and an audit row
 * for every change, written in the same transaction as the change.
 */
export function createDocumentService({ db, repository, storage, portals }: DocumentServiceDeps) {
  const access = createDocumentAccess({ documents: repository, portals });

  async function write(
    actor: Actor,
    action: string,
    before: StoredDocument | null,
    apply: (tx: Db) => Promise<string | null>,
  ): Promise<Document> {
    const after = await auditedWrite(db, {
      actor: actor.userId,
      action,
      entityType: "document",
      requestId: actor.requestId,
      before,
      apply,
      read: (id, tx) => repository.find(id, { kind: "all" }, tx),
    });
    if (!after) throw changedMeanwhile();
    return withoutStorageKey(after);
  }

  /** Changes the document only if no one else changed its status meanwhile. */
  const changeUnlessMoved =
    (document: StoredDocument, change: Partial<DocumentRecord> & { deletedAt?: Date }) => async (tx: Db) =>
      (await repository.updateIfStatus(document.id, document.status, change, tx)) ? document.id : null;

  /** Changes a document that is not locked (approved or completed). */
  async function changeUnlocked(
    address: DocumentAddress,
    action: string,
    change: Partial<DocumentRecord> & { deletedAt?: Date },
    actor: Actor,
  ) {
    const document = await access.document(address, actor);
    if (isLocked(document.status)) throw locked(document);
    return write(actor, action, document, changeUnlessMoved(document, { ...change, modifiedBy: actor.userId }));
  }

  return {
    /** What staff shared with a policy's insured (the caller has checked the policy is theirs). */
    sharedWithInsured: (policyId: string) => repository.sharedWithInsured(policyId),
    sharedDocument: (policyId: string, documentId: string) => repository.sharedDocument(policyId, documentId),
    /** The document when the scope may see it, else null (its storage key included: for this server's own reads). */
    visible: (id: string, scope: DataScope) => repository.find(id, scope),
    countRecent: (scope: DataScope, now: Date) => repository.countRecent(scope, now),
    /** A document row written in the caller's transaction, by a module that made its file (a transaction's notice). */
    record: (record: DocumentRecord, tx: Db) => repository.create(record, tx),
    /** A page of a portal's documents. */
    async listOnPortal(portalId: string, query: DocumentList, actor: Actor) {
      const portal = await access.portal(portalId, actor);
      return repository.list(query, { kind: "all" }, portal.diHeaderGUID);
    },

    /** The portal's register: every document the filter keeps, in the list's order, read a page at a time. */
    async register(portalId: string, filter: Omit<DocumentList, "page" | "pageSize">, actor: Actor) {
      const portal = await access.portal(portalId, actor);
      const documents: Document[] = [];
      for (let page = 1; ; page += 1) {
        const result = await repository.list(
          { ...filter, page, pageSize: maxPageSize },
          { kind: "all" },
          portal.diHeaderGUID,
        );
        documents.push(...result.items);
        if (page >= result.totalPages) break;
      }
      return { portal, documents };
    },

    /** SPEC §2 Recent Documents: a page of what the actor may see, with the four counters. */
    async recent(query: DocumentList, actor: Actor) {
      const scope = scopeOf(actor);
      const [page, counters] = await Promise.all([
        repository.list(query, scope, null, { recent: true }),
        repository.counters(scope),
      ]);
      return { ...page, counters };
    },

    findOrNotFound: async (address: DocumentAddress, actor: Actor) =>
      withoutStorageKey(await access.document(address, actor)),

    /** The document's name, media type and bytes. */
    async file(address: DocumentAddress, actor: Actor) {
      const document = await access.document(address, actor);
      const content = document.storageKey ? await storage.get(document.storageKey) : null;
      if (!content) throw notFound("document.noFile");
      return { name: document.name, contentType: document.contentType, content };
    },

    /** Approve, reject (with a reason) or send for review; anything the table does not list is a 409. */
    async transition(address: DocumentAddress, request: WorkflowRequest, actor: Actor) {
      const document = await access.document(address, actor);
      if (request.action !== "review" && !can(actor.role, "documents.approve")) {
        throw forbidden("document.underwritingOnly");
      }
      const next = workflowTransitions[document.status][request.action];
      if (!next) {
        throw conflict(
          message("document.cannotMove", {
            status: { key: `words.documentStatus.${document.status}` },
            action: { key: `words.workflowDone.${request.action}` },
          }),
        );
      }
      const reason = request.action === "reject" ? (request.reason ?? null) : null;
      return write(
        actor,
        `document.${request.action}`,
        document,
        changeUnlessMoved(document, { status: next, rejectionReason: reason, modifiedBy: actor.userId }),
      );
    },

    change: (address: DocumentAddress, change: DocumentChange, actor: Actor) =>
      changeUnlocked(address, "document.update", change, actor),

    /** Deleting keeps the row and the file (deleted_at): nothing is lost, and the audit trail can point at it. */
    remove: (address: DocumentAddress, actor: Actor) =>
      changeUnlocked(address, "document.delete", { deletedAt: new Date() }, actor),

    /** A stored upload, as a new Draft document. */
    createUploaded: (record: Omit<DocumentRecord, "status" | "rejectionReason">, actor: Actor) =>
      write(actor, "document.upload", null, (tx) =>
        repository.create({ ...record, status: "Draft", rejectionReason: null }, tx),
      ),

    /**
     * SPEC §7 POST /api/portal/{id}/documents: attaches an earlier upload that
     * is on no portal yet, or enters a document whose file comes later.
     */
    async addToPortal(portalId: string, input: NewDocument, actor: Actor) {
      const portal = await access.portal(portalId, actor);
      if (input.documentId) {
        const upload = await repository.find(input.documentId, scopeOf(actor));
        if (!upload) throw invalidField("documentId", "document.uploadFirst");
        if (upload.portalId) throw invalidField("documentId", "document.alreadyOnPortal");
        if (isLocked(upload.status)) throw locked(upload);
        return write(
          actor,
          "document.attach",
          upload,
          changeUnlessMoved(upload, {
            name: input.name,
            category: input.category,
            priority: input.priority,
            visibleToInsured: input.visibleToInsured,
            portalId: portal.diHeaderGUID,
            policyId: portal.policyId ?? upload.policyId,
            modifiedBy: actor.userId,
            ...(input.type ? { type: input.type } : {}),
          }),
        );
      }
      return write(actor, "document.create", null, (tx) =>
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
            ownerId: actor.userId,
            modifiedBy: actor.userId,
          },
          tx,
        ),
      );
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
