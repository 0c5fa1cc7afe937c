import { useQuery } from "@tanstack/react-query";
import type { ClaimStatusEvent } from "../../../shared/claim";
import { apiRequest } from "../../lib/api/api-client";

/** GET /api/claims/{id}/timeline, while the claim's dialog is open; under "claims", so a status change refreshes it. */
export function useClaimTimeline(claimId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["claims", "timeline", claimId],
    queryFn: () => apiRequest<ClaimStatusEvent[]>(`/api/claims/${encodeURIComponent(claimId)}/timeline`),
    enabled,
  });
}
