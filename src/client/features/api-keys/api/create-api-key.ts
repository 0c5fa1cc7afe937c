import { useMutation } from "@tanstack/react-query";
import type { CreatedApiKey, NewApiKey } from "../../../../shared/api-key";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/account/api-keys: the answer holds the key's secret, this once only. */
export const createApiKey = (key: NewApiKey) =>
  apiRequest<CreatedApiKey>("/api/account/api-keys", { method: "POST", body: JSON.stringify(key) });

export function useCreateApiKey() {
  const refresh = useRefresh(queryRoots.apiKeys);
  return useMutation({ mutationFn: createApiKey, onSuccess: refresh });
}
