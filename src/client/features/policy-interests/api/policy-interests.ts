import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { PolicyInterests } from "../../../../shared/policy-interests";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

const base = (policyId: string) => `/api/policies/${encodeURIComponent(policyId)}`;

/** GET /api/policies/{id}/interests: where the policy's notices are mailed, and who gets a copy. */
export const policyInterestsQuery = (policyId: string) =>
  queryOptions({
    queryKey: [queryRoots.policies, policyId, "interests"],
    queryFn: () => apiRequest<PolicyInterests>(`${base(policyId)}/interests`),
  });

export const usePolicyInterests = (policyId: string) => useQuery(policyInterestsQuery(policyId));

/** PUT /api/policies/{id}/interests: the whole set, replaced. */
export function useSaveInterests(policyId: string) {
  const refresh = useRefresh(queryRoots.policies);
  return useMutation({
    mutationFn: (value: PolicyInterests) =>
      apiRequest<PolicyInterests>(`${base(policyId)}/interests`, { method: "PUT", body: JSON.stringify(value) }),
    onSuccess: refresh,
  });
}
