import type { Document } from "../../../../shared/document";
import { downloadFile } from "../../../lib/download-file";

/** GET /api/documents/{id}/download: the real file; `inline` for a preview in the page. */
export const documentFileUrl = (id: string, { inline = false } = {}) =>
  `/api/documents/${encodeURIComponent(id)}/download${inline ? "?inline=true" : ""}`;

/** Saves the document's file under its own name. */
export const downloadDocument = (document: Document) => downloadFile(documentFileUrl(document.id), {}, document.name);
