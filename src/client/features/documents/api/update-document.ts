import { useMutation } from "@tanstack/react-query";
import type { Document, DocumentChange } from "../../../../shared/document";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** PUT /api/documents/{id}: the document's details; its status moves only through the workflow. */
export const updateDocument = (id: string, change: DocumentChange) =>
  apiRequest<Document>(`/api/documents/${encodeURIComponent(id)}`, { method: "PUT", body: JSON.stringify(change) });

export function useUpdateDocument(id: string) {
  const refresh = useRefresh(queryRoots.documents);
  return useMutation({ mutationFn: (change: DocumentChange) => updateDocument(id, change), onSuccess: refresh });
}
