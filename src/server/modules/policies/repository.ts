import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { NewPolicy, Policy, PolicyChange, PolicySearch } from "../../../shared/policy";
import type { DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { containing } from "../../db/text-search";
import { policies, user, type PolicyRow } from "../../db/schema";

/** Whose policies a caller may see (src/server/auth/data-scope.ts). */
export type PolicyScope = DataScope;

type AgentColumns = { agentName: string | null; agentEmail: string | null };

function toPolicy(row: PolicyRow & AgentColumns): Policy {
  return {
    id: row.id,
    policyNumber: row.policyNumber,
    policyType: row.policyType as Policy["policyType"],
    status: row.status as Policy["status"],
    insuredName: row.insuredName,
    businessType: row.businessType as Policy["businessType"],
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
    premium: row.premium,
    coverage: row.coverage,
    description: row.description,
    agent:
      row.agentId && row.agentName && row.agentEmail
        ? { id: row.agentId, name: row.agentName, email: row.agentEmail }
        : null,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    endorsements: row.endorsements,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  policyNumber: policies.policyNumber,
  insuredName: policies.insuredName,
  effectiveDate: policies.effectiveDate,
  expirationDate: policies.expirationDate,
  premium: policies.premium,
} as const;

/**
 * The same order, as expressions no index provides. With free text the
 * matches are few, found through the trigram indexes and then sorted; given
 * an index in the sort order, the planner would instead walk it hoping to
 * meet ten matches early, and read most of the table when they are rare.
 */
const sortExpressionsWithoutIndex = {
  policyNumber: sql`${policies.policyNumber} || ''`,
  insuredName: sql`${policies.insuredName} || ''`,
  effectiveDate: sql`${policies.effectiveDate} + 0`,
  expirationDate: sql`${policies.expirationDate} + 0`,
  premium: sql`${policies.premium} + 0`,
} as const;

/** All SQL for policies. Writes take the transaction they belong to, so the audit row commits with them. */
export function createPolicyRepository(db: Db) {
  const selectWithAgent = (executor: Db = db) =>
    executor
      .select({ policy: policies, agentName: user.name, agentEmail: user.email })
      .from(policies)
      .leftJoin(user, eq(user.id, policies.agentId));

  const scopeCondition = (scope: PolicyScope): SQL | undefined =>
    scope.kind === "agent" ? eq(policies.agentId, scope.agentId) : undefined;

  return {
    async find(id: string, scope: PolicyScope, executor: Db = db): Promise<Policy | null> {
      const [row] = await selectWithAgent(executor).where(and(eq(policies.id, id), scopeCondition(scope)));
      return row ? toPolicy({ ...row.policy, agentName: row.agentName, agentEmail: row.agentEmail }) : null;
    },

    async create(input: NewPolicy & { agentId?: string | null }, executor: Db = db): Promise<string> {
      const id = randomUUID();
      await executor.insert(policies).values({
        id,
        policyType: input.policyType,
        status: input.status ?? "draft",
        insuredName: input.insuredName,
        businessType: input.businessType ?? null,
        effectiveDate: input.effectiveDate,
        expirationDate: input.expirationDate,
        premium: input.premium,
        coverage: input.coverage,
        description: input.description ?? null,
        agentId: input.agentId ?? null,
        address: input.address ?? null,
        city: input.city ?? null,
        state: input.state ?? null,
        zipCode: input.zipCode ?? null,
        endorsements: input.endorsements ?? [],
      });
      return id;
    },

    async update(id: string, change: PolicyChange, executor: Db = db): Promise<void> {
      await executor
        .update(policies)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(policies.id, id));
    },

    async search(query: PolicySearch, scope: PolicyScope) {
      const text = query.q ? containing(query.q) : null;
      // Agents whose name matches are looked up first (a handful of rows), so the
      // policy query is plain ORs over indexed columns the planner can combine.
      const agentIds = text
        ? (await db.select({ id: user.id }).from(user).where(ilike(user.name, text))).map((row) => row.id)
        : [];
      const where = and(
        scopeCondition(scope),
        text
          ? or(
              ilike(policies.policyNumber, text),
              ilike(policies.insuredName, text),
              agentIds.length > 0 ? inArray(policies.agentId, agentIds) : undefined,
            )
          : undefined,
        query.policyType ? eq(policies.policyType, query.policyType) : undefined,
        query.status ? eq(policies.status, query.status) : undefined,
        query.businessType ? eq(policies.businessType, query.businessType) : undefined,
      );
      const direction = query.sortDirection === "desc" ? desc : asc;
      const [rows, [total]] = await Promise.all([
        selectWithAgent()
          .where(where)
          .orderBy(
            direction(text ? sortExpressionsWithoutIndex[query.sortBy] : sortColumns[query.sortBy]),
            direction(policies.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(policies).where(where),
      ]);
      const totalItems = total?.value ?? 0;
      return {
        items: rows.map((row) => toPolicy({ ...row.policy, agentName: row.agentName, agentEmail: row.agentEmail })),
        page: query.page,
        pageSize: query.pageSize,
        totalItems,
        totalPages: Math.ceil(totalItems / query.pageSize),
      };
    },
  };
}

export type PolicyRepository = ReturnType<typeof createPolicyRepository>;
