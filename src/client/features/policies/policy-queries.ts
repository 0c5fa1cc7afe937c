import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Policy, PolicySearch, PolicySearchPage } from "../../../shared/policy";
import { retryUnlessNotFound } from "../../components/lists/record-gate";
import { apiRequest } from "../../lib/api-client";
import { searchParams } from "../../lib/search-params";
import type { Page } from "../portals/portal-queries";

/** GET /api/policies with the search's words, filters, sort and page. */
export function usePolicySearch(search: PolicySearch) {
  const query = searchParams(search);
  return useQuery({
    queryKey: ["policies", "search", search],
    queryFn: () => apiRequest<PolicySearchPage>(`/api/policies?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/policies/{id}; a 404 is the not-found state, not an error to retry. */
export function usePolicy(id: string) {
  return useQuery({
    queryKey: ["policies", "one", id],
    queryFn: () => apiRequest<Policy>(`/api/policies/${encodeURIComponent(id)}`),
    retry: retryUnlessNotFound,
  });
}

/** How many documents and claims a policy has (claims only for those who may read them). */
export function usePolicyCounts(id: string, canReadClaims: boolean) {
  const documents = useQuery({
    queryKey: ["documents", "count", id],
    queryFn: () => apiRequest<Page<unknown>>(`/api/documents/recent?policyId=${encodeURIComponent(id)}&pageSize=1`),
  });
  const claims = useQuery({
    queryKey: ["claims", "count", id],
    queryFn: () => apiRequest<Page<unknown>>(`/api/claims?policyId=${encodeURIComponent(id)}&pageSize=1`),
    enabled: canReadClaims,
  });
  return { documents: documents.data?.totalItems, claims: claims.data?.totalItems };
}
