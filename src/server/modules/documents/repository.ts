import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gte, ilike, isNull, sql } from "drizzle-orm";
import type { Document, DocumentList, DocumentStatus } from "../../../shared/document";
import type { MemberDocument } from "../../../shared/member";
import { toPage, type Page } from "../../../shared/page";
import type { DataScope } from "../../auth/data-scope";
import { documentScopeCondition } from "../../db/scope-conditions";
import type { Db } from "../../db/client";
import { documents, portals, user, type DocumentRow } from "../../db/schema";
import { containing } from "../../db/text-search";

export type DocumentRecord = Omit<DocumentRow, "id" | "createdAt" | "deletedAt" | "modifiedAt">;

/** What the Recent Documents page and the dashboard call recent: changed in the last 30 days. */
export const recentDays = 30;

const live = isNull(documents.deletedAt);
/**
 * The policy desk's Recent Documents (the list, its counters, the dashboard tile) leaves out the letters
 * the claims module writes to insureds (filed under Claim, written by no one): a storm's thousands of
 * acknowledgements would bury the documents people review. They stay on the claim file and the policy.
 */
const notClaimLetter = sql`not (${documents.category} = 'Claim' and ${documents.ownerId} is null)`;

/** A document with where its file is stored, which never leaves the server. */
export type StoredDocument = Document & { storageKey: string | null };

export const withoutStorageKey = ({ storageKey: _storageKey, ...document }: StoredDocument): Document => document;

function toDocument(row: DocumentRow & { modifiedByName: string | null; portalIdentity: string | null }): Document {
  return {
    id: row.id,
    name: row.name,
    type: row.type as Document["type"],
    status: row.status as Document["status"],
    priority: row.priority as Document["priority"],
    category: row.category as Document["category"],
    size: row.size,
    contentType: row.contentType,
    contentHash: row.contentHash,
    hasFile: row.storageKey !== null,
    rejectionReason: row.rejectionReason,
    visibleToInsured: row.visibleToInsured,
    portalId: row.portalId,
    portalIdentity: row.portalIdentity,
    policyId: row.policyId,
    lastModified: row.modifiedAt.toISOString(),
    modifiedBy: row.modifiedByName,
  };
}

const sortColumns = {
  lastModified: documents.modifiedAt,
  name: documents.name,
  status: documents.status,
  priority: documents.priority,
  category: documents.category,
  size: documents.size,
} as const;

/** All SQL for documents. Writes take the transaction they belong to, so the audit row commits with them. */
export function createDocumentRepository(db: Db) {
  const selectDocuments = (executor: Db = db) =>
    executor
      .select({ document: documents, modifiedByName: user.name, portalIdentity: portals.portalIdentity })
      .from(documents)
      .leftJoin(user, eq(user.id, documents.modifiedBy))
      .leftJoin(portals, eq(portals.id, documents.portalId));

  const toApi = (row: { document: DocumentRow; modifiedByName: string | null; portalIdentity: string | null }) =>
    toDocument({ ...row.document, modifiedByName: row.modifiedByName, portalIdentity: row.portalIdentity });

  return {
    /** The policy's documents staff shared with its insured, newest first. */
    async sharedWithInsured(policyId: string): Promise<MemberDocument[]> {
      const rows = await db
        .select()
        .from(documents)
        .where(sharedOn(policyId))
        .orderBy(desc(documents.modifiedAt), asc(documents.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        size: row.size,
        modifiedAt: row.modifiedAt.toISOString(),
        hasFile: row.storageKey !== null,
      }));
    },

    /** One of those, with where its file is stored. */
    async sharedDocument(policyId: string, documentId: string) {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, documentId), sharedOn(policyId)));
      return row ?? null;
    },

    async find(id: string, scope: DataScope, executor: Db = db): Promise<StoredDocument | null> {
      const [row] = await selectDocuments(executor).where(
        and(eq(documents.id, id), live, documentScopeCondition(scope)),
      );
      return row ? { ...toApi(row), storageKey: row.document.storageKey } : null;
    },

    /** A page of documents, on one portal or (portalId null) all the caller may see. */
    async list(
      query: DocumentList,
      scope: DataScope,
      portalId: string | null,
      { recent = false }: { recent?: boolean } = {},
    ): Promise<Page<Document>> {
      const text = query.searchTerm ? containing(query.searchTerm) : null;
      const where = and(
        live,
        recent ? notClaimLetter : undefined,
        documentScopeCondition(scope),
        portalId ? eq(documents.portalId, portalId) : undefined,
        query.policyId ? eq(documents.policyId, query.policyId) : undefined,
        text ? ilike(documents.name, text) : undefined,
        query.status ? eq(documents.status, query.status) : undefined,
        query.priority ? eq(documents.priority, query.priority) : undefined,
        query.category ? eq(documents.category, query.category) : undefined,
      );
      const direction = query.sortDirection === "desc" ? desc : asc;
      const [rows, [total]] = await Promise.all([
        selectDocuments()
          .where(where)
          .orderBy(direction(sortColumns[query.sortBy]), direction(documents.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(documents).where(where),
      ]);
      return toPage(rows.map(toApi), query, total?.value ?? 0);
    },

    /** SPEC §2 Recent Documents' counters over what the caller may see. */
    async counters(scope: DataScope) {
      const [row] = await db
        .select({
          total: count(),
          approved: count(sql`case when ${documents.status} = 'Approved' then 1 end`),
          underReview: count(sql`case when ${documents.status} = 'Under Review' then 1 end`),
          highPriority: count(sql`case when ${documents.priority} in ('High', 'Urgent') then 1 end`),
        })
        .from(documents)
        .where(and(live, notClaimLetter, documentScopeCondition(scope)));
      return row ?? { total: 0, approved: 0, underReview: 0, highPriority: 0 };
    },

    /** Documents changed in the last {@link recentDays} days: the dashboard's Recent Documents tile. */
    async countRecent(scope: DataScope, now: Date): Promise<number> {
      const since = new Date(now.getTime() - recentDays * 24 * 60 * 60 * 1000);
      const [row] = await db
        .select({ value: count() })
        .from(documents)
        .where(and(live, notClaimLetter, documentScopeCondition(scope), gte(documents.modifiedAt, since)));
      return row?.value ?? 0;
    },

    async create(record: DocumentRecord, executor: Db = db): Promise<string> {
      const id = randomUUID();
      await executor.insert(documents).values({ ...record, id });
      return id;
    },

    /**
     * Changes a document only if it is still in the status the caller saw,
     * so two people acting at once cannot both win. Answers whether it did.
     */
    async updateIfStatus(
      id: string,
      expected: DocumentStatus,
      change: Partial<DocumentRecord> & { deletedAt?: Date },
      executor: Db = db,
    ): Promise<boolean> {
      const changed = await executor
        .update(documents)
        .set({ ...change, modifiedAt: new Date() })
        .where(and(eq(documents.id, id), eq(documents.status, expected), live))
        .returning({ id: documents.id });
      return changed.length > 0;
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;

const sharedOn = (policyId: string) =>
  and(eq(documents.policyId, policyId), eq(documents.visibleToInsured, true), isNull(documents.deletedAt));
