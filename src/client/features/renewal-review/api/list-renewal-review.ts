import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "../../../../shared/page";
import type { RenewalReview } from "../../../../shared/policy-transaction";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { searchParams } from "../../../lib/search-params";

/** GET /api/renewals/review (staff): renewals the rate table cannot price, the soonest deadline first. */
export const renewalReviewQuery = (search: { page: number }) =>
  queryOptions({
    queryKey: [queryRoots.policies, "renewalReview", search],
    queryFn: () => apiRequest<Page<RenewalReview>>(`/api/renewals/review?${searchParams(search)}`),
    placeholderData: keepPreviousData,
  });

export const useRenewalReview = (search: { page: number }) => useQuery(renewalReviewQuery(search));
