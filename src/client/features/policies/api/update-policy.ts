import { useMutation } from "@tanstack/react-query";
import type { Policy, PolicyChange } from "../../../../shared/policy";
import { apiRequest } from "../../../lib/api/api-client";
import { useRefreshPolicies } from "./refresh-policies";

/** PATCH /api/policies/{id}: any field but the number. */
export const updatePolicy = (id: string, change: PolicyChange) =>
  apiRequest<Policy>(`/api/policies/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify(change) });

export function useUpdatePolicy(id: string) {
  const refresh = useRefreshPolicies();
  return useMutation({ mutationFn: (change: PolicyChange) => updatePolicy(id, change), onSuccess: refresh });
}
