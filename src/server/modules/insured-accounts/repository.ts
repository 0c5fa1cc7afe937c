import type { MemberPreferencesChange } from "../../../shared/member";
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AccountChange, AccountList, InsuredAccount } from "../../../shared/insured-account";
import { toPage, type Page } from "../../../shared/page";
import type { DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { containing } from "../../db/text-search";
import { insuredAccounts, policies, user, type InsuredAccountRow } from "../../db/schema";

type Joined = { account: InsuredAccountRow; agentName: string | null; agentEmail: string | null; policyCount: number };

function toAccount({ account, agentName, agentEmail, policyCount }: Joined): InsuredAccount {
  return {
    id: account.id,
    accountNumber: account.accountNumber,
    name: account.name,
    businessType: account.businessType ?? "",
    contactName: account.contactName ?? "",
    email: account.email ?? "",
    phone: account.phone ?? "",
    address: account.address ?? "",
    city: account.city ?? "",
    state: account.state ?? "",
    zipCode: account.zipCode ?? "",
    status: account.status as InsuredAccount["status"],
    agentId: account.agentId,
    agent:
      account.agentId && agentName && agentEmail ? { id: account.agentId, name: agentName, email: agentEmail } : null,
    policyCount,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

const textColumns = [
  "name",
  "businessType",
  "contactName",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
] as const;

/**
 * The stored columns for the fields given: blanks are stored as nothing.
 * With `clearMissing` (a whole-account save) optional fields left out are
 * cleared too; the agent is only ever changed when given.
 */
function columnsOf(fields: AccountChange, clearMissing: boolean) {
  const columns: Record<string, string | null> = {};
  for (const key of textColumns) {
    const value = fields[key];
    if (value !== undefined) columns[key] = value === "" ? null : value;
    else if (clearMissing && key !== "name") columns[key] = null;
  }
  if (fields.status !== undefined) columns.status = fields.status;
  if (fields.agentId !== undefined) columns.agentId = fields.agentId || null;
  return columns as Partial<typeof insuredAccounts.$inferInsert>;
}

/** All SQL for insured accounts. Writes take the transaction they belong to, so the audit row commits with them. */
export function createInsuredAccountRepository(db: Db) {
  const policyCount =
    sql<number>`(select count(*) from ${policies} where ${policies.accountId} = ${insuredAccounts.id})`
      .mapWith(Number)
      .as("policy_count");
  const selectJoined = (executor: Db = db) =>
    executor
      .select({ account: insuredAccounts, agentName: user.name, agentEmail: user.email, policyCount })
      .from(insuredAccounts)
      .leftJoin(user, eq(user.id, insuredAccounts.agentId));

  const scopeCondition = (scope: DataScope): SQL | undefined =>
    scope.kind === "agent" ? eq(insuredAccounts.agentId, scope.agentId) : undefined;

  return {
    /** A member's communication preference (and language), chosen in the member area. */
    async setPreference(accountId: string, { communication, language }: MemberPreferencesChange, executor: Db = db) {
      const [row] = await executor
        .update(insuredAccounts)
        .set({
          communicationPreference: communication,
          communicationPreferenceAt: new Date(),
          ...(language ? { language } : {}),
          updatedAt: new Date(),
        })
        .where(eq(insuredAccounts.id, accountId))
        .returning({ id: insuredAccounts.id });
      return row?.id ?? null;
    },
    /** Every account of an insured's e-mail moves to their new address with them (an e-mail change). */
    async moveInsuredEmail(from: string, to: string, executor: Db) {
      return executor
        .update(insuredAccounts)
        .set({ email: to, updatedAt: new Date() })
        .where(sql`lower(${insuredAccounts.email}) = lower(${from})`)
        .returning({ id: insuredAccounts.id, accountNumber: insuredAccounts.accountNumber });
    },
    async find(id: string, scope: DataScope, executor: Db = db): Promise<InsuredAccount | null> {
      const [row] = await selectJoined(executor).where(and(eq(insuredAccounts.id, id), scopeCondition(scope)));
      return row ? toAccount(row) : null;
    },

    /** The account number comes from the database's sequence. */
    async create(fields: AccountChange & { name: string }, executor: Db = db): Promise<string> {
      const id = randomUUID();
      await executor.insert(insuredAccounts).values({ ...columnsOf(fields, true), name: fields.name, id });
      return id;
    },

    async update(id: string, fields: AccountChange, { clearMissing }: { clearMissing: boolean }, executor: Db = db) {
      await executor
        .update(insuredAccounts)
        .set({ ...columnsOf(fields, clearMissing), updatedAt: new Date() })
        .where(eq(insuredAccounts.id, id));
    },

    async list(query: AccountList, scope: DataScope): Promise<Page<InsuredAccount>> {
      const text = query.searchTerm ? containing(query.searchTerm) : null;
      const where = and(
        scopeCondition(scope),
        text ? or(ilike(insuredAccounts.name, text), ilike(insuredAccounts.accountNumber, text)) : undefined,
        query.status ? eq(insuredAccounts.status, query.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectJoined()
          .where(where)
          .orderBy(asc(insuredAccounts.name), asc(insuredAccounts.accountNumber))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(insuredAccounts).where(where),
      ]);
      return toPage(rows.map(toAccount), query, total?.value ?? 0);
    },
  };
}

export type InsuredAccountRepository = ReturnType<typeof createInsuredAccountRepository>;
