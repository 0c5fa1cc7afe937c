import { queryRoots } from "../../../lib/api/query-roots";

/** The member portal's query keys, all under its root so signing out can drop them at once. */
export const memberKeys = {
  all: [queryRoots.member] as const,
  policies: [queryRoots.member, "policies"] as const,
  policy: (policyId: string) => [queryRoots.member, "policy", policyId] as const,
  documents: (policyId: string) => [queryRoots.member, "documents", policyId] as const,
  claims: (policyId: string) => [queryRoots.member, "claims", policyId] as const,
  transactions: (policyId: string, language: string) =>
    [queryRoots.member, "transactions", policyId, language] as const,
  rating: (policyId: string, language: string) => [queryRoots.member, "rating", policyId, language] as const,
  preferences: (policyId: string) => [queryRoots.member, "preferences", policyId] as const,
  billing: (policyId: string) => [queryRoots.member, "billing", policyId] as const,
};
