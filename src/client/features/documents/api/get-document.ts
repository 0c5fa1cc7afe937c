import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Document } from "../../../../shared/document";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { retryUnlessNotFound } from "../../../lib/api/retry-rules";

/** GET /api/documents/{id}; a 404 is an answer (the not-found state), not an error to retry. */
export const getDocument = (id: string) => apiRequest<Document>(`/api/documents/${encodeURIComponent(id)}`);

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: [queryRoots.documents, "one", id],
    queryFn: () => getDocument(id),
    retry: retryUnlessNotFound,
  });

export const useDocument = (id: string) => useQuery(documentQuery(id));
