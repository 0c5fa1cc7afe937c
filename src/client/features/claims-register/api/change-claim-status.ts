import { useMutation } from "@tanstack/react-query";
import type { ClaimStatusChange, ClaimSummary } from "../../../../shared/claim";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** PATCH /api/claims/{id}: the new status and the note the insured reads in the e-mail it sends. */
export const changeClaimStatus = (claimId: string, change: ClaimStatusChange) =>
  apiRequest<ClaimSummary>(`/api/claims/${encodeURIComponent(claimId)}`, {
    method: "PATCH",
    body: JSON.stringify(change),
  });

/** The claim's row and timeline are refreshed afterwards. */
export function useChangeClaimStatus(claimId: string) {
  const refresh = useRefresh(queryRoots.claims);
  return useMutation({
    mutationFn: (change: ClaimStatusChange) => changeClaimStatus(claimId, change),
    onSuccess: refresh,
  });
}
