import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ClaimFile } from "../../../../shared/claim-file";
import { apiAnswer, apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

const fileUrl = (claimId: string) => `/api/claims/${encodeURIComponent(claimId)}`;

/** GET /api/claims/{id}: the claim file. Under the claims root, so any change to a claim refreshes it. */
export const claimFileQuery = (claimId: string) =>
  queryOptions({
    queryKey: [queryRoots.claims, "file", claimId],
    queryFn: () => apiRequest<ClaimFile>(fileUrl(claimId)),
  });

export const useClaimFile = (claimId: string) => useQuery(claimFileQuery(claimId));

/**
 * One action on the claim file: a POST or PUT to `path` under it, answering
 * the server's confirmation in the page's language; the file, the claims list
 * and the clocks are read again afterwards.
 */
export function useClaimFileAction<Body = undefined>(claimId: string, path: string, method: "POST" | "PUT" = "POST") {
  const refresh = useRefresh(queryRoots.claims);
  return useMutation({
    mutationFn: (body: Body) =>
      apiAnswer<unknown>(`${fileUrl(claimId)}${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    onSuccess: refresh,
  });
}

/** GET /api/claims/photos/{id}: a photo sent with the claim, downloaded as it was sent. */
export const claimPhotoUrl = (photoId: string) => `/api/claims/photos/${encodeURIComponent(photoId)}`;
