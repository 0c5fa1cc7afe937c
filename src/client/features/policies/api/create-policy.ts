import { useMutation } from "@tanstack/react-query";
import type { NewPolicy, Policy } from "../../../../shared/policy";
import { apiRequest } from "../../../lib/api/api-client";
import { useRefreshPolicies } from "./refresh-policies";

/** POST /api/policies: the number comes from the database. */
export const createPolicy = (policy: NewPolicy) =>
  apiRequest<Policy>("/api/policies", { method: "POST", body: JSON.stringify(policy) });

export function useCreatePolicy() {
  const refresh = useRefreshPolicies();
  return useMutation({ mutationFn: createPolicy, onSuccess: refresh });
}
