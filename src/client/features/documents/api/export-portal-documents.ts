import { downloadFile } from "../../../lib/download-file";

/**
 * GET /api/portal/{id}/documents/export: the portal's register as CSV, with
 * the card's filter and order (the values left empty are not sent).
 */
export function exportPortalDocuments(portalIdentity: string, view: Record<string, string | number> = {}) {
  const query = new URLSearchParams(
    Object.entries(view).flatMap(([name, value]) => (value ? [[name, String(value)]] : [])),
  );
  return downloadFile(
    `/api/portal/${encodeURIComponent(portalIdentity)}/documents/export?${query}`,
    {},
    `${portalIdentity}-documents.csv`,
  );
}
