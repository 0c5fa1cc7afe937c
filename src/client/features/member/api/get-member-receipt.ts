/**
 * GET /api/member/policies/{id}/payments/{paymentId}/receipt: a completed
 * payment's receipt as a PDF, made on request in the page's language. A
 * link's address, downloaded by `DownloadLink`.
 */
export const memberReceiptPath = (policyId: string, paymentId: string) =>
  `/api/member/policies/${encodeURIComponent(policyId)}/payments/${encodeURIComponent(paymentId)}/receipt`;
