import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PolicySearch, PolicySearchPage } from "../../../../shared/policy";
import { apiRequest } from "../../../lib/api/api-client";
import { searchParams } from "../../../lib/search-params";
import { policyKeys } from "./policy-keys";

/** GET /api/policies with the search's words, filters, sort and page. */
export const searchPolicies = (search: PolicySearch) =>
  apiRequest<PolicySearchPage>(`/api/policies?${searchParams(search)}`);

export const policySearchQuery = (search: PolicySearch) =>
  queryOptions({
    queryKey: policyKeys.search(search),
    queryFn: () => searchPolicies(search),
    placeholderData: keepPreviousData,
  });

export const usePolicySearch = (search: PolicySearch) => useQuery(policySearchQuery(search));
