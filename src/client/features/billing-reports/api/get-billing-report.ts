import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AgedReceivables, PremiumReport } from "../../../../shared/billing-reports";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** GET /api/billing/reports/premium?asOf=: written, earned and unearned premium as of the end of a day. */
export const getPremiumReport = (asOf: string) =>
  apiRequest<PremiumReport>(`/api/billing/reports/premium?asOf=${encodeURIComponent(asOf)}`);

/** GET /api/billing/reports/aged-receivables?asOf=: what is open, by days past due on a day. */
export const getAgedReceivables = (asOf: string) =>
  apiRequest<AgedReceivables>(`/api/billing/reports/aged-receivables?asOf=${encodeURIComponent(asOf)}`);

export const premiumReportQuery = (asOf: string) =>
  queryOptions({
    queryKey: [queryRoots.billing, "reports", "premium", asOf],
    queryFn: () => getPremiumReport(asOf),
    placeholderData: keepPreviousData,
  });

export const agedReceivablesQuery = (asOf: string) =>
  queryOptions({
    queryKey: [queryRoots.billing, "reports", "aged-receivables", asOf],
    queryFn: () => getAgedReceivables(asOf),
    placeholderData: keepPreviousData,
  });

export const usePremiumReport = (asOf: string) => useQuery(premiumReportQuery(asOf));
export const useAgedReceivables = (asOf: string) => useQuery(agedReceivablesQuery(asOf));
