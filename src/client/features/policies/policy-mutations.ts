import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewPolicy, Policy, PolicyChange } from "../../../shared/policy";
import { apiRequest } from "../../lib/api-client";

/** Every policy list, count and figure may change with a policy. */
function useRefreshPolicies() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["policies"] }),
      queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    ]);
}

/** POST /api/policies: the number comes from the database. */
export function useCreatePolicy() {
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (policy: NewPolicy) =>
      apiRequest<Policy>("/api/policies", { method: "POST", body: JSON.stringify(policy) }),
    onSuccess: refresh,
  });
}

/** PATCH /api/policies/{id}: any field but the number. */
export function useUpdatePolicy(id: string) {
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (change: PolicyChange) =>
      apiRequest<Policy>(`/api/policies/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify(change) }),
    onSuccess: refresh,
  });
}
