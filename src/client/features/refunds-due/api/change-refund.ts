import { useMutation } from "@tanstack/react-query";
import type { RefundChange, RefundDue } from "../../../../shared/billing";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** PATCH /api/refunds/{id}: record a refund as paid (method, reference, day), or a held one as asked for. */
export const changeRefund = (refundId: string, change: RefundChange) =>
  apiRequest<RefundDue>(`/api/refunds/${encodeURIComponent(refundId)}`, {
    method: "PATCH",
    body: JSON.stringify(change),
  });

export function useChangeRefund(refundId: string) {
  // Paying a refund posts it to the ledger and re-bills the policy: its billing, ledger and the lists move.
  const refresh = useRefresh(queryRoots.billing, queryRoots.policyTransactions);
  return useMutation({
    mutationFn: (change: RefundChange) => changeRefund(refundId, change),
    onSuccess: refresh,
  });
}
