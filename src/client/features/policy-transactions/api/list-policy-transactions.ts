import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "../../../../shared/constants";
import type { PolicyTransaction } from "../../../../shared/policy-transaction";
import { apiRequest } from "../../../lib/api/api-client";
import { inLanguage } from "../../../lib/api/request-language";
import { policyPath, transactionKeys } from "./transaction-keys";

/** GET /api/policies/{id}/transactions: quoted, issued and withdrawn, newest first. */
export const listPolicyTransactions = (policyId: string, language: Language) =>
  apiRequest<PolicyTransaction[]>(`${policyPath(policyId)}/transactions`, inLanguage(language));

export const policyTransactionsQuery = (policyId: string, language: Language) =>
  queryOptions({
    queryKey: transactionKeys.list(policyId, language),
    queryFn: () => listPolicyTransactions(policyId, language),
  });

export const usePolicyTransactions = (policyId: string, language: Language) =>
  useQuery(policyTransactionsQuery(policyId, language));
