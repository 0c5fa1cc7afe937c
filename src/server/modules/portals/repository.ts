import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { toPage, type Page } from "../../../shared/page";
import type { Portal, PortalFilter } from "../../../shared/portal";
import type { DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { documents, portals, user, type PortalRow } from "../../db/schema";
import { containing } from "../../db/text-search";
import { preparedByShape } from "../../db/prepared-by-shape";

/** A portal row as stored, before the API's names. */
export type PortalRecord = Omit<PortalRow, "createdAt" | "updatedAt" | "portalIdentity"> & { portalIdentity?: string };

const documentCount = sql<number>`(
  select count(*)::int from ${documents}
  where ${documents.portalId} = ${portals.id} and ${documents.deletedAt} is null
)`;

function toPortal(row: PortalRow & { createdByName: string | null; documentCount: number }): Portal {
  return {
    diHeaderGUID: row.id,
    portalIdentity: row.portalIdentity,
    QsmConfigName: row.name,
    NameInsured: row.companyName,
    SchemaID: row.schemaId,
    policyId: row.policyId,
    policyNumber: row.policyNumber,
    status: row.status as Portal["status"],
    businessType: row.businessType as Portal["businessType"],
    coverageType: row.coverageType as Portal["coverageType"],
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
    premiumAmount: row.premiumAmount,
    sysCreatedBy: row.createdByName,
    agentId: row.agentId,
    documentCount: Number(row.documentCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  createdAt: portals.createdAt,
  QsmConfigName: portals.name,
  NameInsured: portals.companyName,
  policyNumber: portals.policyNumber,
  premiumAmount: portals.premiumAmount,
  status: portals.status,
  businessType: portals.businessType,
} as const;

export const portalScopeCondition = (scope: DataScope): SQL | undefined =>
  scope.kind === "agent" ? eq(portals.agentId, scope.agentId) : undefined;

/** All SQL for portals. Writes take the transaction they belong to, so the audit row commits with them. */
export function createPortalRepository(db: Db) {
  const selectPortals = (executor: Db = db) =>
    executor
      .select({ portal: portals, createdByName: user.name, documentCount })
      .from(portals)
      .leftJoin(user, eq(user.id, portals.createdBy));

  const pageStatement = preparedByShape("portal_list");
  const totalStatement = preparedByShape("portal_total");
  /** The list's filters as placeholders, those the filter sets only. */
  function whereOf(filter: PortalFilter, scope: DataScope) {
    const text = sql.placeholder("text");
    return and(
      scope.kind === "agent" ? eq(portals.agentId, sql.placeholder("agentId")) : undefined,
      filter.searchTerm
        ? or(
            ilike(portals.name, text),
            ilike(portals.companyName, text),
            ilike(portals.policyNumber, text),
            ilike(portals.portalIdentity, text),
          )
        : undefined,
      filter.status ? eq(portals.status, sql.placeholder("status")) : undefined,
      filter.businessType ? eq(portals.businessType, sql.placeholder("businessType")) : undefined,
    );
  }
  const preparePage = (filter: PortalFilter, scope: DataScope, name: string) => {
    const direction = filter.sortDirection === "desc" ? desc : asc;
    return selectPortals()
      .where(whereOf(filter, scope))
      .orderBy(direction(sortColumns[filter.sortBy]), direction(portals.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name);
  };
  const prepareTotal = (filter: PortalFilter, scope: DataScope, name: string) =>
    db.select({ value: count() }).from(portals).where(whereOf(filter, scope)).prepare(name);
  /** The dashboard's list runs on every visit: its statements are prepared once per shape (decision 0037). */
  function listStatements(filter: PortalFilter, scope: DataScope) {
    const filters = [scope.kind, !!filter.searchTerm, !!filter.status, !!filter.businessType];
    return {
      page: pageStatement([...filters, filter.sortBy, filter.sortDirection], (name) =>
        preparePage(filter, scope, name),
      ),
      total: totalStatement(filters, (name) => prepareTotal(filter, scope, name)),
    };
  }

  return {
    /** Active portals the scope may see: the dashboard's first tile. */
    async countActive(scope: DataScope): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(portals)
        .where(and(eq(portals.status, "Active"), portalScopeCondition(scope)));
      return row?.value ?? 0;
    },

    /** By row key (diHeaderGUID) or by the identity users see (PRT-000001). */
    async find(idOrIdentity: string, scope: DataScope, executor: Db = db): Promise<Portal | null> {
      const [row] = await selectPortals(executor).where(
        and(or(eq(portals.id, idOrIdentity), eq(portals.portalIdentity, idOrIdentity)), portalScopeCondition(scope)),
      );
      return row
        ? toPortal({ ...row.portal, createdByName: row.createdByName, documentCount: row.documentCount })
        : null;
    },

    async list(filter: PortalFilter, scope: DataScope): Promise<Page<Portal>> {
      const { page, total } = listStatements(filter, scope);
      const values = {
        agentId: scope.kind === "agent" ? scope.agentId : null,
        text: filter.searchTerm ? containing(filter.searchTerm) : null,
        status: filter.status ?? null,
        businessType: filter.businessType ?? null,
        limit: filter.pageSize,
        offset: (filter.page - 1) * filter.pageSize,
      };
      const [rows, [counted]] = await Promise.all([page.execute(values), total.execute(values)]);
      const items = rows.map((row) =>
        toPortal({ ...row.portal, createdByName: row.createdByName, documentCount: row.documentCount }),
      );
      return toPage(items, filter, counted?.value ?? 0);
    },

    async create(record: Omit<PortalRecord, "id">, executor: Db = db): Promise<string> {
      const id = randomUUID();
      await executor.insert(portals).values({ ...record, id });
      return id;
    },

    async update(id: string, change: Partial<PortalRecord>, executor: Db = db): Promise<void> {
      await executor
        .update(portals)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(portals.id, id));
    },

    /** Whether a live (not deleted) document belongs to the portal. */
    async hasDocument(portalId: string, documentId: string): Promise<boolean> {
      const rows = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.portalId, portalId), isNull(documents.deletedAt)));
      return rows.length > 0;
    },
  };
}

export type PortalRepository = ReturnType<typeof createPortalRepository>;
