/**
 * GET /api/member/policies/{id}/declarations: the declarations page as a PDF,
 * made on request. A link's address, downloaded by `DownloadLink`.
 */
export const memberDeclarationsPath = (policyId: string) =>
  `/api/member/policies/${encodeURIComponent(policyId)}/declarations`;
