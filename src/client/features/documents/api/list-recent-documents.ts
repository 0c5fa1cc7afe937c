import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Document, DocumentList } from "../../../../shared/document";
import type { Page } from "../../../../shared/page";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { searchParams } from "../../../lib/search-params";

export interface DocumentCounters {
  total: number;
  approved: number;
  underReview: number;
  highPriority: number;
}

export type RecentDocuments = Page<Document> & { counters: DocumentCounters };

/** GET /api/documents/recent: a page of the latest changed documents (of one policy, given its id), with the four counters. */
export const listRecentDocuments = (list: Partial<DocumentList>) =>
  apiRequest<RecentDocuments>(`/api/documents/recent?${searchParams(list)}`);

export const recentDocumentsQuery = (list: Partial<DocumentList>) =>
  queryOptions({
    queryKey: [queryRoots.documents, "recent", list],
    queryFn: () => listRecentDocuments(list),
    placeholderData: keepPreviousData,
  });

export const useRecentDocuments = (list: Partial<DocumentList>) => useQuery(recentDocumentsQuery(list));
