import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClaimStatusEvent } from "../../../../shared/claim";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** GET /api/claims/{id}/timeline: the claim's status changes, oldest first. */
export const getClaimTimeline = (claimId: string) =>
  apiRequest<ClaimStatusEvent[]>(`/api/claims/${encodeURIComponent(claimId)}/timeline`);

// Under the claims root, so a status change refreshes it.
export const claimTimelineQuery = (claimId: string) =>
  queryOptions({ queryKey: [queryRoots.claims, "timeline", claimId], queryFn: () => getClaimTimeline(claimId) });

export const useClaimTimeline = (claimId: string) => useQuery(claimTimelineQuery(claimId));
