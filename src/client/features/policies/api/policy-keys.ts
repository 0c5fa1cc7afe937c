import type { Language } from "../../../../shared/constants";
import type { PolicySearch } from "../../../../shared/policy";
import { queryRoots } from "../../../lib/api/query-roots";

export const policyKeys = {
  search: (search: PolicySearch) => [queryRoots.policies, "search", search] as const,
  one: (id: string) => [queryRoots.policies, "one", id] as const,
  /** Under the policies root, so whatever refreshes a policy (an issued transaction) refreshes its price; worded per language. */
  rating: (id: string, language: Language) => [queryRoots.policies, "rating", id, language] as const,
};
