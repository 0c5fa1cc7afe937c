import { useMutation } from "@tanstack/react-query";
import type { RateVersion } from "../../../../shared/rating";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/**
 * POST /api/rating/versions: a whole rate table, as read from its JSON file
 * (the server checks it: 400 or 422 with its problems, 409 when the name is
 * taken). Answers the version loaded and the server's words for it.
 */
export async function loadRateVersion(table: unknown): Promise<RateVersion> {
  return apiRequest<RateVersion>("/api/rating/versions", { method: "POST", body: JSON.stringify(table) });
}

export function useLoadRateVersion() {
  // The list of versions, and any price shown: a new version may rate what starts from its days.
  const refresh = useRefresh(queryRoots.rating, queryRoots.policies);
  return useMutation({ mutationFn: loadRateVersion, onSuccess: refresh });
}
