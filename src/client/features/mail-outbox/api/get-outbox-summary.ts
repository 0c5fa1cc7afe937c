import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxSummary } from "../../../../shared/mail";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** While messages wait, the counts are read again this often (they change as the sender delivers). */
const whileWaitingMs = 5_000;

/** GET /api/mail/outbox/summary (staff): how many e-mails wait (and are being retried) and how many failed. */
export const getOutboxSummary = () => apiRequest<OutboxSummary>("/api/mail/outbox/summary");

export const outboxSummaryQuery = () =>
  queryOptions({
    queryKey: [queryRoots.mail, "summary"],
    queryFn: getOutboxSummary,
    refetchInterval: (query) => ((query.state.data?.waiting ?? 0) > 0 ? whileWaitingMs : false),
  });

export const useOutboxSummary = () => useQuery(outboxSummaryQuery());
