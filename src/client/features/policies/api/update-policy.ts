import { useMutation } from "@tanstack/react-query";
import type { Policy, PolicyChange } from "../../../../shared/policy";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** PATCH /api/policies/{id}: any field but the number. */
export const updatePolicy = (id: string, change: PolicyChange) =>
  apiRequest<Policy>(`/api/policies/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify(change) });

export function useUpdatePolicy(id: string) {
  // Every policy list and page, and the dashboard's figures.
  const refresh = useRefresh(queryRoots.policies, queryRoots.dashboard);
  return useMutation({ mutationFn: (change: PolicyChange) => updatePolicy(id, change), onSuccess: refresh });
}
