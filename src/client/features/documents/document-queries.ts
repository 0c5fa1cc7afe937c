import { useQuery } from "@tanstack/react-query";
import type { ActivityEntry } from "../../../shared/activity";
import type { Document } from "../../../shared/document";
import { retryUnlessNotFound } from "../../lib/api/retry-rules";
import { apiRequest } from "../../lib/api/api-client";

export const documentKeys = {
  all: ["documents"] as const,
};

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
