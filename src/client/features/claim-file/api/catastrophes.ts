import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { BillingReportFile } from "../../../../shared/billing-reports";
import { todayInFlorida } from "../../../../shared/calendar-date";
import type { CatastropheReport } from "../../../../shared/catastrophe-report";
import type { Catastrophe, CatastropheRequest } from "../../../../shared/claim-file";
import type { Notice } from "../../../../shared/catastrophe-notice";
import { apiAnswer, apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";
import { downloadFile } from "../../../lib/download-file";

/** GET /api/catastrophes: every catastrophe, newest first, with its claims and what was paid on them. */
export const useCatastrophes = () =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.claims, "catastrophes"],
      queryFn: () => apiRequest<Catastrophe[]>("/api/catastrophes"),
    }),
  );

/** GET /api/catastrophes/report: claims and their money by catastrophe and county. */
export const useCatastropheReport = () =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.claims, "catastrophes", "report"],
      queryFn: () => apiRequest<CatastropheReport>("/api/catastrophes/report"),
    }),
  );

/** POST /api/catastrophes: the storm is recorded and its claims coded; every claims view is read again. */
export function useRecordCatastrophe() {
  const refresh = useRefresh(queryRoots.claims);
  return useMutation({
    mutationFn: (request: CatastropheRequest) =>
      apiAnswer<Catastrophe>("/api/catastrophes", { method: "POST", body: JSON.stringify(request) }),
    onSuccess: refresh,
  });
}

/** GET /api/notices: the storm notices a catastrophe may name. */
export const useStormNotices = () =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.notices, "list"],
      queryFn: () => apiRequest<Notice[]>("/api/notices"),
    }),
  );

/** The report as CSV or PDF, in the page's language. */
export const downloadCatastropheReport = (format: BillingReportFile) =>
  downloadFile(`/api/catastrophes/report?format=${format}`, {}, `claims-by-catastrophe-${todayInFlorida()}.${format}`);
