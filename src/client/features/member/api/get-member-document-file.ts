/**
 * GET /api/member/policies/{id}/documents/{documentId}/file: a shared
 * document's file, sent as an attachment. A link's address rather than a
 * fetcher: the page offers it as a real link, downloaded by `DownloadLink`.
 */
export const memberDocumentFilePath = (policyId: string, documentId: string) =>
  `/api/member/policies/${encodeURIComponent(policyId)}/documents/${encodeURIComponent(documentId)}/file`;
