import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "../../../../shared/constants";
import type { PolicyLedger } from "../../../../shared/policy-transaction";
import { apiRequest } from "../../../lib/api/api-client";
import { inLanguage } from "../../../lib/api/request-language";
import { policyPath, transactionKeys } from "./transaction-keys";

/** GET /api/policies/{id}/ledger: the entries oldest first and the balance, in cents. */
export const getPolicyLedger = (policyId: string, language: Language) =>
  apiRequest<PolicyLedger>(`${policyPath(policyId)}/ledger`, inLanguage(language));

export const policyLedgerQuery = (policyId: string, language: Language) =>
  queryOptions({
    queryKey: transactionKeys.ledger(policyId, language),
    queryFn: () => getPolicyLedger(policyId, language),
  });

export const usePolicyLedger = (policyId: string, language: Language) =>
  useQuery(policyLedgerQuery(policyId, language));
