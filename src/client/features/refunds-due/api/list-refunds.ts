import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RefundDue, RefundStatus } from "../../../../shared/billing";
import type { Page } from "../../../../shared/page";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { searchParams } from "../../../lib/search-params";

export interface RefundListView {
  /** None: those still to pay (due, and held small amounts). */
  status?: RefundStatus;
  page: number;
}

/** GET /api/refunds (staff): refunds owed to insureds, the earliest deadline first, paged. */
export const listRefunds = (view: RefundListView) => apiRequest<Page<RefundDue>>(`/api/refunds?${searchParams(view)}`);

export const refundsQuery = (view: RefundListView) =>
  queryOptions({
    queryKey: [queryRoots.billing, "refunds", view],
    queryFn: () => listRefunds(view),
    placeholderData: keepPreviousData,
  });

export const useRefunds = (view: RefundListView) => useQuery(refundsQuery(view));
