import { useQueryClient } from "@tanstack/react-query";
import { queryRoots } from "../../../lib/api/query-roots";
import { policyKeys } from "./policy-keys";

/** After a policy changes: every policy list and page, and the dashboard's figures. */
export function useRefreshPolicies() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: policyKeys.all }),
      queryClient.invalidateQueries({ queryKey: [queryRoots.dashboard] }),
    ]);
}
