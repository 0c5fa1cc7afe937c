import { useMutation } from "@tanstack/react-query";
import type { PolicyTransaction } from "../../../../shared/policy-transaction";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";
import { policyPath } from "./transaction-keys";

/** POST /api/policies/{id}/transactions/{transactionId}/issue: the quote becomes the policy's, for good. */
export const issueTransaction = (policyId: string, transactionId: string) =>
  apiRequest<PolicyTransaction>(`${policyPath(policyId)}/transactions/${encodeURIComponent(transactionId)}/issue`, {
    method: "POST",
  });

export function useIssueTransaction(policyId: string) {
  // Issuing changes the policy (premium, status, dates), its transactions, ledger and billing (invoices,
  // refunds due), adds a document, and moves the dashboard's figures.
  const refresh = useRefresh(
    queryRoots.policies,
    queryRoots.policyTransactions,
    queryRoots.billing,
    queryRoots.documents,
    queryRoots.dashboard,
  );
  return useMutation({
    mutationFn: (transactionId: string) => issueTransaction(policyId, transactionId),
    onSuccess: refresh,
  });
}
