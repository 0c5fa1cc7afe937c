import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ActivityEntry } from "../../../shared/activity";
import type { Document, DocumentList } from "../../../shared/document";
import { retryUnlessNotFound } from "../../components/lists/record-gate";
import { apiRequest } from "../../lib/api-client";
import { searchParams } from "../../lib/search-params";
import type { Page } from "../portals/portal-queries";

export interface DocumentCounters {
  total: number;
  approved: number;
  underReview: number;
  highPriority: number;
}

export const documentKeys = {
  all: ["documents"] as const,
  recent: (list: Partial<DocumentList>) => ["documents", "recent", list] as const,
};

/** GET /api/documents/recent: a page of the latest changed documents, with the four counters. */
export function useRecentDocuments(list: Partial<DocumentList>) {
  const query = searchParams(list);
  return useQuery({
    queryKey: documentKeys.recent(list),
    queryFn: () => apiRequest<Page<Document> & { counters: DocumentCounters }>(`/api/documents/recent?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/documents/{id}; a 404 is an answer (the not-found state), not an error to retry. */
export function useDocument(id: string) {
  return useQuery({
    queryKey: ["documents", "one", id],
    queryFn: () => apiRequest<Document>(`/api/documents/${encodeURIComponent(id)}`),
    retry: retryUnlessNotFound,
  });
}

/** The document's history from the audit log; refreshed with every document change. */
export function useDocumentHistory(id: string) {
  return useQuery({
    queryKey: ["documents", "history", id],
    queryFn: () => apiRequest<ActivityEntry[]>(`/api/documents/${encodeURIComponent(id)}/history`),
  });
}
