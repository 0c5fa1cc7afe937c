import { randomUUID } from "node:crypto";
import { asc, eq, sum } from "drizzle-orm";
import type { LedgerEntryKind } from "../../../shared/policy-transaction";
import type { Db } from "../../db/client";
import { payments, policyLedgerEntries, policyTransactions } from "../../db/schema";

export interface LedgerPosting {
  policyId: string;
  kind: LedgerEntryKind;
  amountCents: number;
  postedOn: string;
  transactionId?: string;
  paymentId?: string;
}

/** The only SQL that reads or writes `policy_ledger_entry`: every money path posts here. */
export function createPremiumLedgerRepository(db: Db) {
  return {
    async post(entry: LedgerPosting, executor: Db): Promise<void> {
      await executor.insert(policyLedgerEntries).values({ id: randomUUID(), ...entry });
    },

    /** Oldest first as posted, with each line's transaction (its type and term) or payment reference. */
    entries: (policyId: string, executor: Db = db) =>
      executor
        .select({
          id: policyLedgerEntries.id,
          kind: policyLedgerEntries.kind,
          amountCents: policyLedgerEntries.amountCents,
          postedOn: policyLedgerEntries.postedOn,
          transactionId: policyLedgerEntries.transactionId,
          transactionType: policyTransactions.type,
          termId: policyTransactions.termId,
          paymentId: policyLedgerEntries.paymentId,
          paymentReference: payments.reference,
        })
        .from(policyLedgerEntries)
        .leftJoin(policyTransactions, eq(policyTransactions.id, policyLedgerEntries.transactionId))
        .leftJoin(payments, eq(payments.id, policyLedgerEntries.paymentId))
        .where(eq(policyLedgerEntries.policyId, policyId))
        .orderBy(asc(policyLedgerEntries.seq)),

    /** What the insured owes: the ledger's sum, in cents (negative: owed to them). */
    async balanceCents(policyId: string, executor: Db = db): Promise<number> {
      const [row] = await executor
        .select({ cents: sum(policyLedgerEntries.amountCents) })
        .from(policyLedgerEntries)
        .where(eq(policyLedgerEntries.policyId, policyId));
      return Number(row?.cents ?? 0);
    },
  };
}

export type PremiumLedgerRepository = ReturnType<typeof createPremiumLedgerRepository>;
