import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ClaimSearch, ClaimSummary } from "../../../../shared/claim";
import type { Page } from "../../../../shared/page";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { searchParams } from "../../../lib/search-params";

/** GET /api/claims (staff): by claim number, policy number or name, by status or policy; newest first, paged. */
export const searchClaims = (search: Partial<ClaimSearch>) =>
  apiRequest<Page<ClaimSummary>>(`/api/claims?${searchParams(search)}`);

export const claimSearchQuery = (search: Partial<ClaimSearch>) =>
  queryOptions({
    queryKey: [queryRoots.claims, "list", search],
    queryFn: () => searchClaims(search),
    placeholderData: keepPreviousData,
  });

export const useClaimSearch = (search: Partial<ClaimSearch>, { enabled = true } = {}) =>
  useQuery({ ...claimSearchQuery(search), enabled });
