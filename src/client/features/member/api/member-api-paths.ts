/** The member portal's API addresses (issue 10), built in one place. */
const policy = (policyId: string) => `/api/member/policies/${encodeURIComponent(policyId)}`;

export const memberApi = {
  access: "/api/member/access",
  policies: "/api/member/policies",
  policy,
  documents: (policyId: string) => `${policy(policyId)}/documents`,
  documentFile: (policyId: string, documentId: string) =>
    `${policy(policyId)}/documents/${encodeURIComponent(documentId)}/file`,
  declarations: (policyId: string) => `${policy(policyId)}/declarations`,
  claims: (policyId: string) => `${policy(policyId)}/claims`,
  preferences: (policyId: string) => `${policy(policyId)}/preferences`,
};

/** Query keys, all under "member" so signing out can drop them at once. */
export const memberKeys = {
  all: ["member"] as const,
  policies: ["member", "policies"] as const,
  policy: (policyId: string) => ["member", "policy", policyId] as const,
  documents: (policyId: string) => ["member", "documents", policyId] as const,
  claims: (policyId: string) => ["member", "claims", policyId] as const,
  preferences: (policyId: string) => ["member", "preferences", policyId] as const,
};
