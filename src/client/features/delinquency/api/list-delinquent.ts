import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DelinquentInvoice, DelinquentSearch } from "../../../../shared/billing-reports";
import type { Page } from "../../../../shared/page";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { searchParams } from "../../../lib/search-params";

/** GET /api/billing/delinquent (staff): past-due invoices by policy, with any notice of cancellation for non-payment. */
export const listDelinquent = (search: Partial<DelinquentSearch>) =>
  apiRequest<Page<DelinquentInvoice>>(`/api/billing/delinquent?${searchParams(search)}`);

export const delinquentQuery = (search: Partial<DelinquentSearch>) =>
  queryOptions({
    queryKey: [queryRoots.billing, "delinquent", search],
    queryFn: () => listDelinquent(search),
    placeholderData: keepPreviousData,
  });

export const useDelinquent = (search: Partial<DelinquentSearch>) => useQuery(delinquentQuery(search));
