import { useMutation } from "@tanstack/react-query";
import type { NewPolicy, Policy } from "../../../shared/policy";
import { apiRequest } from "./api-client";
import { queryRoots } from "./query-roots";
import { useRefresh } from "./use-refresh";

/** POST /api/policies (New Policy, and a quick quote's draft): the number comes from the database. */
export const createPolicy = (policy: NewPolicy) =>
  apiRequest<Policy>("/api/policies", { method: "POST", body: JSON.stringify(policy) });

export function useCreatePolicy() {
  // Every policy list and page, and the dashboard's figures.
  const refresh = useRefresh(queryRoots.policies, queryRoots.dashboard);
  return useMutation({ mutationFn: createPolicy, onSuccess: refresh });
}
