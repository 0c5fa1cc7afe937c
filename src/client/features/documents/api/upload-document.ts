import { useMutation } from "@tanstack/react-query";
import type { Document } from "../../../../shared/document";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";
import { uploadWithProgress } from "../../../lib/upload-with-progress";

export interface DocumentUpload {
  file: File;
  category: Document["category"];
  priority: Document["priority"];
  /** The portal the document goes onto, if any. */
  portalId?: string;
}

/** POST /api/upload (multipart): the file becomes a Draft document; `onProgress` hears how much is sent. */
export function uploadDocument(
  { file, category, priority, portalId }: DocumentUpload,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  if (portalId) form.append("portalId", portalId);
  form.append("category", category);
  form.append("priority", priority);
  form.append("file", file);
  return uploadWithProgress<Document>("/api/upload", form, onProgress);
}

/** The document lists and the portal's counts and activity are refreshed afterwards. */
export function useUploadDocument(onProgress: (fraction: number) => void) {
  const refresh = useRefresh(queryRoots.documents, queryRoots.portals);
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(upload, onProgress),
    onSuccess: refresh,
  });
}
