import { useMutation } from "@tanstack/react-query";
import type { PolicyTransaction } from "../../../../shared/policy-transaction";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";
import { policyPath } from "./transaction-keys";

/** POST /api/policies/{id}/transactions/{transactionId}/withdraw: the quote is set aside, nothing changes. */
export const withdrawTransaction = (policyId: string, transactionId: string) =>
  apiRequest<PolicyTransaction>(`${policyPath(policyId)}/transactions/${encodeURIComponent(transactionId)}/withdraw`, {
    method: "POST",
  });

export function useWithdrawTransaction(policyId: string) {
  const refresh = useRefresh(queryRoots.policyTransactions);
  return useMutation({
    mutationFn: (transactionId: string) => withdrawTransaction(policyId, transactionId),
    onSuccess: refresh,
  });
}
