import type { Home, StoredRating } from "../../../shared/rating";
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import { toPage } from "../../../shared/page";
import type { NewPolicy, Policy, PolicyChange, PolicySearch } from "../../../shared/policy";
import type { DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { insuredAccounts, policies, policyTerms, user, type PolicyRow } from "../../db/schema";
import { preparedByShape } from "../../db/prepared-by-shape";
import { createPolicySearch } from "./search-repository";

type JoinedColumns = {
  agentName: string | null;
  agentEmail: string | null;
  agentPhone: string | null;
  accountNumber: string | null;
  accountName: string | null;
};

/** A row of `selectWithAgent`: the policy, its agent's name, e-mail and phone, and its account's number and name. */
function toPolicy({
  policy: row,
  agentName,
  agentEmail,
  agentPhone,
  accountNumber,
  accountName,
}: { policy: PolicyRow } & JoinedColumns): Policy {
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
      row.agentId && agentName && agentEmail
        ? { id: row.agentId, name: agentName, email: agentEmail, phone: agentPhone }
        : null,
    account:
      row.accountId && accountNumber && accountName ? { id: row.accountId, accountNumber, name: accountName } : null,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    endorsements: row.endorsements,
    home: row.home ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** All SQL for policies. Writes take the transaction they belong to, so the audit row commits with them. */
export function createPolicyRepository(db: Db) {
  const selectWithAgent = (executor: Db = db) =>
    executor
      .select({
        policy: policies,
        agentName: user.name,
        agentEmail: user.email,
        agentPhone: user.phone,
        accountNumber: insuredAccounts.accountNumber,
        accountName: insuredAccounts.name,
      })
      .from(policies)
      .leftJoin(user, eq(user.id, policies.agentId))
      .leftJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId));

  const scopeCondition = (scope: DataScope): SQL | undefined =>
    scope.kind === "agent" ? eq(policies.agentId, scope.agentId) : undefined;

  const searchPolicies = createPolicySearch(db);

  // The policy page reads one policy per request: prepared once per scope (decision 0037);
  // inside a transaction it is built as usual.
  const byId = preparedByShape("policy_by_id");

  return {
    /** What an issued transaction changes on the row, in its transaction (policy-transactions/policy-patch.ts). */
    async applyTransaction(id: string, patch: Partial<typeof policies.$inferInsert>, executor: Db) {
      await executor
        .update(policies)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(policies.id, id));
    },

    /** Active policies whose last term has ended with nothing to follow it: they expire. */
    async expireEnded(today: string, executor: Db = db): Promise<string[]> {
      const rows = await executor
        .update(policies)
        .set({ status: "inactive", updatedAt: new Date() })
        .where(
          and(
            eq(policies.status, "active"),
            lte(policies.expirationDate, today),
            sql`exists (select 1 from ${policyTerms} t where t.policy_id = ${policies.id})`,
            sql`not exists (select 1 from ${policyTerms} t where t.policy_id = ${policies.id} and t.end_date > ${today})`,
          ),
        )
        .returning({ id: policies.id });
      return rows.map((row) => row.id);
    },

    /** Policies the scope may see: how many are active and issued, and the active ones' premium (whole dollars). */
    async premiumFigures(scope: DataScope): Promise<{ active: number; issued: number; premium: number }> {
      const [row] = await db
        .select({
          active: count(sql`case when ${policies.status} = 'active' then 1 end`),
          issued: count(sql`case when ${policies.status} in ('active', 'inactive') then 1 end`),
          premium: sql<string>`coalesce(sum(case when ${policies.status} = 'active' then ${policies.premium} end), 0)`,
        })
        .from(policies)
        .where(scope.kind === "agent" ? eq(policies.agentId, scope.agentId) : undefined);
      return { active: row?.active ?? 0, issued: row?.issued ?? 0, premium: Number(row?.premium ?? 0) };
    },

    async find(id: string, scope: DataScope, executor: Db = db): Promise<Policy | null> {
      const prepared = () =>
        byId([scope.kind], (name) =>
          selectWithAgent()
            .where(
              and(
                eq(policies.id, sql.placeholder("id")),
                scope.kind === "agent" ? eq(policies.agentId, sql.placeholder("agentId")) : undefined,
              ),
            )
            .prepare(name),
        ).execute({ id, agentId: scope.kind === "agent" ? scope.agentId : null });
      const [row] =
        executor !== db
          ? await selectWithAgent(executor).where(and(eq(policies.id, id), scopeCondition(scope)))
          : await prepared();
      return row ? toPolicy(row) : null;
    },

    /** A rated home's stored price (null when the policy is priced by an underwriter), for a policy the scope may see. */
    async findRating(
      id: string,
      scope: DataScope,
      executor: Db = db,
    ): Promise<{ policyNumber: string; rating: StoredRating | null } | null> {
      const [row] = await executor
        .select({ policyNumber: policies.policyNumber, rating: policies.rating })
        .from(policies)
        .where(and(eq(policies.id, id), scopeCondition(scope)));
      return row ?? null;
    },

    async create(
      input: Omit<NewPolicy, "home"> & { agentId?: string | null; home?: Home | null; rating?: StoredRating | null },
      executor: Db = db,
    ): Promise<string> {
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
        accountId: input.accountId ?? null,
        address: input.address ?? null,
        city: input.city ?? null,
        state: input.state ?? null,
        zipCode: input.zipCode ?? null,
        endorsements: input.endorsements ?? [],
        home: input.home ?? null,
        rating: input.rating ?? null,
      });
      return id;
    },

    async update(
      id: string,
      change: PolicyChange & { rating?: StoredRating | null },
      executor: Db = db,
    ): Promise<void> {
      await executor
        .update(policies)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(policies.id, id));
    },

    /** Policy search (search-repository.ts), answered with the page's policies in its order. */
    async search(query: PolicySearch, scope: DataScope) {
      const { ids, totalItems, totalIsCapped } = await searchPolicies(query, scope);
      const rows = ids.length > 0 ? await selectWithAgent().where(inArray(policies.id, ids)) : [];
      const byId = new Map(rows.map((row) => [row.policy.id, row]));
      const items = ids
        .map((id) => byId.get(id))
        .filter((row) => row !== undefined)
        .map(toPolicy);
      return { ...toPage(items, query, totalItems), totalIsCapped };
    },
  };
}

export type PolicyRepository = ReturnType<typeof createPolicyRepository>;
