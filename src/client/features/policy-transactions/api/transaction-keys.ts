import type { Language } from "../../../../shared/constants";
import { queryRoots } from "../../../lib/api/query-roots";

/**
 * A policy's transactions and ledger, under one root. The answers carry words
 * (the explanation, the rule, a ledger line's description) in the language
 * asked for, so the language is part of the key: switching it fetches them again.
 */
export const transactionKeys = {
  list: (policyId: string, language: Language) =>
    [queryRoots.policyTransactions, policyId, "transactions", language] as const,
  ledger: (policyId: string, language: Language) =>
    [queryRoots.policyTransactions, policyId, "ledger", language] as const,
};

export const policyPath = (policyId: string) => `/api/policies/${encodeURIComponent(policyId)}`;
