import type { Db } from "../../db/client";
import type { LedgerPosting, PremiumLedgerRepository } from "./repository";

/**
 * The premium ledger (decision 0033): what a policy owes and has paid, as
 * entries in whole cents. Transactions, billing, payments and refunds post
 * here, in their own transaction; invoices and balances follow from it.
 * Claim money never comes here.
 */
export function createPremiumLedgerService({ repository }: { repository: PremiumLedgerRepository }) {
  return {
    async post(entry: LedgerPosting, tx: Db): Promise<void> {
      if (!Number.isSafeInteger(entry.amountCents))
        throw new Error(`A ledger amount is whole cents: ${entry.amountCents}`);
      await repository.post(entry, tx);
    },
    entries: repository.entries,
    balanceCents: repository.balanceCents,
  };
}

export type PremiumLedgerService = ReturnType<typeof createPremiumLedgerService>;
