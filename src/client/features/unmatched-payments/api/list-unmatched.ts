import type { z } from "zod";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "../../../../shared/page";
import type { UnmatchedNotification, unmatchedQuerySchema } from "../../../../shared/payment-notification";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { searchParams } from "../../../lib/search-params";

export type UnmatchedSearch = z.infer<typeof unmatchedQuerySchema>;

/** GET /api/payments/unmatched (staff): the payment portal's notifications that matched no payment, newest first. */
export const listUnmatched = (search: Partial<UnmatchedSearch>) =>
  apiRequest<Page<UnmatchedNotification>>(`/api/payments/unmatched?${searchParams(search)}`);

export const unmatchedQuery = (search: Partial<UnmatchedSearch>) =>
  queryOptions({
    queryKey: [queryRoots.billing, "unmatched-payments", search],
    queryFn: () => listUnmatched(search),
    placeholderData: keepPreviousData,
  });

export const useUnmatched = (search: Partial<UnmatchedSearch>) => useQuery(unmatchedQuery(search));
