import { useMutation } from "@tanstack/react-query";
import type { ApiKey } from "../../../../shared/api-key";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** DELETE /api/account/api-keys/{id}: the key stops working at once. */
export const revokeApiKey = (id: string) =>
  apiRequest<ApiKey>(`/api/account/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useRevokeApiKey() {
  const refresh = useRefresh(queryRoots.apiKeys);
  return useMutation({ mutationFn: revokeApiKey, onSuccess: refresh });
}
