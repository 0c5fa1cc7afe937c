import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { Mailing, MailingDay } from "../../../../shared/mailing";
import { downloadFile } from "../../../lib/download-file";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** GET /api/mailings?on= (staff): the day's notice letters with their delivery. */
export const mailingDayQuery = (on: string) =>
  queryOptions({
    queryKey: [queryRoots.policies, "mailings", on],
    queryFn: () => apiRequest<MailingDay>(`/api/mailings?on=${encodeURIComponent(on)}`),
  });

export const useMailingDay = (on: string) => useQuery(mailingDayQuery(on));

/** POST /api/mailings/mailed: the day's batch handed to the post office. */
export function useMarkMailed() {
  const refresh = useRefresh(queryRoots.policies);
  return useMutation({
    mutationFn: (on: string) =>
      apiRequest<MailingDay>("/api/mailings/mailed", { method: "POST", body: JSON.stringify({ on }) }),
    onSuccess: refresh,
  });
}

/** GET /api/mailings/batch.pdf or certificate.pdf: the day's batch to print, or its certificate of mailing. */
export const downloadMailingFile = (file: "batch" | "certificate", on: string) =>
  downloadFile(`/api/mailings/${file}.pdf?on=${encodeURIComponent(on)}`, {}, `${file}-${on}.pdf`);

/** GET /api/policies/{id}/mailings: the policy's notice letters with their delivery. */
export const usePolicyMailings = (policyId: string) =>
  useQuery({
    queryKey: [queryRoots.policies, policyId, "mailings"],
    queryFn: () => apiRequest<Mailing[]>(`/api/policies/${encodeURIComponent(policyId)}/mailings`),
  });
