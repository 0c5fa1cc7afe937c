import type { PolicySearch } from "../../../../shared/policy";
import { queryRoots } from "../../../lib/api/query-roots";

export const policyKeys = {
  search: (search: PolicySearch) => [queryRoots.policies, "search", search] as const,
  one: (id: string) => [queryRoots.policies, "one", id] as const,
};
