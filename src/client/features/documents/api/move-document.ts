import { useMutation } from "@tanstack/react-query";
import type { Document, WorkflowRequest } from "../../../../shared/document";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/documents/{id}/workflow: approve, reject (with the reason) or send for review. */
export const moveDocument = (id: string, request: WorkflowRequest) =>
  apiRequest<Document>(`/api/documents/${encodeURIComponent(id)}/workflow`, {
    method: "POST",
    body: JSON.stringify(request),
  });

/** The portal's counts and Recent Activity change with its documents. */
export function useMoveDocument(id: string) {
  const refresh = useRefresh(queryRoots.documents, queryRoots.portals);
  return useMutation({ mutationFn: (request: WorkflowRequest) => moveDocument(id, request), onSuccess: refresh });
}
