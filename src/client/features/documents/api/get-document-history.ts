import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityEntry } from "../../../../shared/activity";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** GET /api/documents/{id}/history: the document's changes from the audit log, latest first. */
export const getDocumentHistory = (id: string) =>
  apiRequest<ActivityEntry[]>(`/api/documents/${encodeURIComponent(id)}/history`);

// Under the documents root, so every document change refreshes it.
export const documentHistoryQuery = (id: string) =>
  queryOptions({ queryKey: [queryRoots.documents, "history", id], queryFn: () => getDocumentHistory(id) });

export const useDocumentHistory = (id: string) => useQuery(documentHistoryQuery(id));
