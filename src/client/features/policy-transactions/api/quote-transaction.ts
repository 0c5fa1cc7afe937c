import { useMutation } from "@tanstack/react-query";
import type { PolicyTransaction, TransactionRequest } from "../../../../shared/policy-transaction";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";
import { policyPath } from "./transaction-keys";

/** POST /api/policies/{id}/transactions: prices the change and keeps it as quoted; nothing is issued yet. */
export const quoteTransaction = (policyId: string, request: TransactionRequest) =>
  apiRequest<PolicyTransaction>(`${policyPath(policyId)}/transactions`, {
    method: "POST",
    body: JSON.stringify(request),
  });

export function useQuoteTransaction(policyId: string) {
  // A quote changes only the list of transactions (it shows there as quoted).
  const refresh = useRefresh(queryRoots.policyTransactions);
  return useMutation({
    mutationFn: (request: TransactionRequest) => quoteTransaction(policyId, request),
    onSuccess: refresh,
  });
}
