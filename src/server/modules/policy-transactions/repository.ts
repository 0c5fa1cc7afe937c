import type { Home } from "../../../shared/rating";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull, lte, max, sql, type SQL } from "drizzle-orm";
import type { Language } from "../../../shared/constants";
import type { TransactionRequest, TransactionType } from "../../../shared/policy-transaction";
import type { DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import {
  insuredAccounts,
  policies,
  policyTerms,
  policyTransactions,
  user,
  type PolicyTransactionRow,
} from "../../db/schema";
import type { PolicyHistory, PricedTransaction } from "./price-transaction";
import { toStoredMessage } from "./stored-message";

/** The policy as a transaction reads and changes it. */
export interface TransactedPolicy {
  id: string;
  policyNumber: string;
  policyType: string;
  status: string;
  insuredName: string;
  premium: number;
  coverage: number;
  effectiveDate: string;
  expirationDate: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  /** The insured account: its address is where notices go when the policy records none (decision 0049). */
  accountId: string | null;
  description: string | null;
  businessType: string | null;
  endorsements: string[];
  /** A rated home's inputs (decision 0031); null for an underwriter-priced policy. */
  home: Home | null;
}

const policyColumns = {
  id: policies.id,
  policyNumber: policies.policyNumber,
  policyType: policies.policyType,
  status: policies.status,
  insuredName: policies.insuredName,
  premium: policies.premium,
  coverage: policies.coverage,
  effectiveDate: policies.effectiveDate,
  expirationDate: policies.expirationDate,
  address: policies.address,
  city: policies.city,
  state: policies.state,
  zipCode: policies.zipCode,
  accountId: policies.accountId,
  description: policies.description,
  businessType: policies.businessType,
  endorsements: policies.endorsements,
  home: policies.home,
};

const scopeCondition = (scope: DataScope): SQL | undefined =>
  scope.kind === "agent" ? eq(policies.agentId, scope.agentId) : undefined;

/** Who hears of an issued transaction: the insured (the policy's account) and the agent, each in their language. */
export interface TransactionReaders {
  insured: { name: string; email: string; language: Language } | null;
  agent: { name: string; email: string; phone: string | null; language: Language } | null;
}

/** All SQL of policy transactions, terms and the ledger. */
export function createPolicyTransactionRepository(db: Db) {
  return {
    async findPolicy(id: string, scope: DataScope, executor: Db = db): Promise<TransactedPolicy | null> {
      const [row] = await executor
        .select(policyColumns)
        .from(policies)
        .where(and(eq(policies.id, id), scopeCondition(scope)));
      return row ?? null;
    },

    /** The policy, locked until the transaction ends: one change to a policy at a time. */
    async lockPolicy(id: string, executor: Db): Promise<TransactedPolicy | null> {
      const [row] = await executor.select(policyColumns).from(policies).where(eq(policies.id, id)).for("update");
      return row ?? null;
    },

    /** The issued transactions in the order they were issued, and the latest term. */
    async history(policyId: string, executor: Db = db): Promise<PolicyHistory & { termId: string | null }> {
      const [issued, [term]] = await Promise.all([
        executor
          .select()
          .from(policyTransactions)
          .where(and(eq(policyTransactions.policyId, policyId), eq(policyTransactions.status, "issued")))
          .orderBy(asc(policyTransactions.sequence)),
        executor
          .select()
          .from(policyTerms)
          .where(eq(policyTerms.policyId, policyId))
          .orderBy(desc(policyTerms.number))
          .limit(1),
      ]);
      return {
        issued: issued.map((row) => ({
          id: row.id,
          type: row.type as TransactionType,
          effectiveDate: row.effectiveDate,
          termEnd: row.termEnd,
          premiumChangeCents: row.premiumChangeCents,
          daysRemaining: row.daysRemaining,
          daysInTerm: row.daysInTerm,
          snapshot: row.snapshot,
        })),
        term: term ? { number: term.number, start: term.startDate, end: term.endDate } : null,
        termId: term?.id ?? null,
      };
    },

    async insertQuote(
      policyId: string,
      priced: PricedTransaction,
      request: Pick<TransactionRequest, "note" | "noKnownLoss">,
      requestedOn: string,
      createdBy: string | null,
      executor: Db = db,
    ): Promise<string> {
      const id = randomUUID();
      const rule = priced.rule ? toStoredMessage(priced.rule) : null;
      await executor.insert(policyTransactions).values({
        id,
        policyId,
        type: priced.type,
        status: "quoted",
        effectiveDate: priced.effectiveDate,
        termStart: priced.termStart,
        termEnd: priced.termEnd,
        annualPremiumBefore: priced.annualPremiumBefore,
        annualPremiumAfter: priced.annualPremiumAfter,
        premiumChangeCents: priced.premiumChangeCents,
        daysRemaining: priced.daysRemaining,
        daysInTerm: priced.daysInTerm,
        changes: priced.changes,
        snapshot: priced.snapshot,
        reason: priced.reason,
        method: priced.method,
        note: request.note ?? null,
        noKnownLoss: request.noKnownLoss ?? false,
        requestedOn,
        ruleKey: rule?.key ?? null,
        ruleParams: rule?.params ?? null,
        basedOn: priced.basedOn,
        createdBy,
      });
      return id;
    },

    async find(policyId: string, id: string, executor: Db = db): Promise<PolicyTransactionRow | null> {
      const [row] = await executor
        .select()
        .from(policyTransactions)
        .where(and(eq(policyTransactions.policyId, policyId), eq(policyTransactions.id, id)));
      return row ?? null;
    },

    /** Newest first; the member sees only the issued ones. */
    list: (policyId: string, { issuedOnly }: { issuedOnly: boolean }) =>
      db
        .select()
        .from(policyTransactions)
        .where(
          and(
            eq(policyTransactions.policyId, policyId),
            issuedOnly ? eq(policyTransactions.status, "issued") : undefined,
          ),
        )
        .orderBy(desc(policyTransactions.createdAt), desc(policyTransactions.sequence)),

    /** Opens a term (new business, renewal). */
    async insertTerm(policyId: string, term: { number: number; start: string; end: string }, executor: Db) {
      const id = randomUUID();
      await executor
        .insert(policyTerms)
        .values({ id, policyId, number: term.number, startDate: term.start, endDate: term.end });
      return id;
    },

    /** Quoted → issued, once, next in the policy's sequence (the policy is locked): false when it was no longer quoted. */
    async markIssued(
      transaction: { id: string; policyId: string },
      issuing: { termId: string | null; issuedBy: string | null; applied: boolean; documentId: string | null },
      executor: Db,
    ): Promise<boolean> {
      const now = new Date();
      const [next] = await executor
        .select({ value: max(policyTransactions.sequence) })
        .from(policyTransactions)
        .where(eq(policyTransactions.policyId, transaction.policyId));
      const rows = await executor
        .update(policyTransactions)
        .set({
          status: "issued",
          sequence: (next?.value ?? 0) + 1,
          termId: issuing.termId,
          issuedBy: issuing.issuedBy,
          issuedAt: now,
          appliedAt: issuing.applied ? now : null,
          documentId: issuing.documentId,
        })
        .where(and(eq(policyTransactions.id, transaction.id), eq(policyTransactions.status, "quoted")))
        .returning({ id: policyTransactions.id });
      return rows.length === 1;
    },

    async markWithdrawn(id: string, executor: Db = db): Promise<boolean> {
      const rows = await executor
        .update(policyTransactions)
        .set({ status: "withdrawn", withdrawnAt: new Date() })
        .where(and(eq(policyTransactions.id, id), eq(policyTransactions.status, "quoted")))
        .returning({ id: policyTransactions.id });
      return rows.length === 1;
    },

    async markApplied(id: string, executor: Db) {
      await executor
        .update(policyTransactions)
        .set({ appliedAt: new Date() })
        .where(and(eq(policyTransactions.id, id), isNull(policyTransactions.appliedAt)));
    },

    /**
     * Issued transactions whose day has come but that the policy row does not
     * show yet, oldest first (of one policy, when given). Their policies are
     * locked, as issuing locks them, so a round and an issue never apply a
     * policy's changes at once or out of order; a policy another transaction
     * holds is skipped until the next round.
     */
    async dueToApply(today: string, limit: number, executor: Db, policyId?: string): Promise<PolicyTransactionRow[]> {
      const rows = await executor
        .select({ transaction: policyTransactions })
        .from(policyTransactions)
        .innerJoin(policies, eq(policies.id, policyTransactions.policyId))
        .where(
          and(
            eq(policyTransactions.status, "issued"),
            isNull(policyTransactions.appliedAt),
            lte(policyTransactions.effectiveDate, today),
            policyId ? eq(policyTransactions.policyId, policyId) : undefined,
          ),
        )
        .orderBy(asc(policyTransactions.effectiveDate), asc(policyTransactions.sequence))
        .limit(limit)
        .for("update", { of: policies, skipLocked: true });
      return rows.map((row) => row.transaction);
    },

    /**
     * Takes up to `limit` active policies to renew: their latest term ends
     * within [from, to], their latest issued transaction leaves them to renew
     * (not a non-renewal or a cancellation), and no instance holds them. Each
     * is held for `leaseSeconds` in the same statement, and terms another
     * instance is taking are skipped, so instances never work on the same
     * policy (the outbox takes its messages the same way).
     */
    async claimRenewals(from: string, to: string, limit: number, leaseSeconds: number): Promise<string[]> {
      const result = await db.execute(sql`
        update ${policyTerms}
        set renewal_claimed_until = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select t.id
          from ${policyTerms} t
          join ${policies} p on p.id = t.policy_id and p.status = 'active'
          where t.end_date between ${from} and ${to}
            and (t.renewal_claimed_until is null or t.renewal_claimed_until < now())
            and not exists (select 1 from ${policyTerms} later where later.policy_id = t.policy_id and later.number > t.number)
            and (
              select x.type from ${policyTransactions} x
              where x.policy_id = t.policy_id and x.status = 'issued'
              order by x.sequence desc limit 1
            ) not in ('nonRenewal', 'cancellation')
          order by t.end_date, t.policy_id
          limit ${limit}
          for update of t skip locked
        )
        returning policy_id`);
      return (result as unknown as { rows: { policy_id: string }[] }).rows.map((row) => row.policy_id);
    },

    async readers(policyId: string, executor: Db = db): Promise<TransactionReaders> {
      const [row] = await executor
        .select({
          insuredName: insuredAccounts.name,
          insuredEmail: insuredAccounts.email,
          insuredLanguage: insuredAccounts.language,
          agentName: user.name,
          agentEmail: user.email,
          agentPhone: user.phone,
          agentLanguage: user.language,
        })
        .from(policies)
        .leftJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId))
        .leftJoin(user, eq(user.id, policies.agentId))
        .where(eq(policies.id, policyId));
      if (!row) return { insured: null, agent: null };
      return {
        insured:
          row.insuredName && row.insuredEmail
            ? { name: row.insuredName, email: row.insuredEmail, language: (row.insuredLanguage ?? "en") as Language }
            : null,
        agent:
          row.agentName && row.agentEmail
            ? {
                name: row.agentName,
                email: row.agentEmail,
                phone: row.agentPhone,
                language: row.agentLanguage as Language,
              }
            : null,
      };
    },
  };
}

export type PolicyTransactionRepository = ReturnType<typeof createPolicyTransactionRepository>;
