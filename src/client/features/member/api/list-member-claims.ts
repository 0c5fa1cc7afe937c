import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberClaim } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberKeys } from "./member-keys";

/** GET /api/member/policies/{id}/claims: each claim with its timeline, oldest step first. */
export const listMemberClaims = (policyId: string) =>
  apiRequest<MemberClaim[]>(`/api/member/policies/${encodeURIComponent(policyId)}/claims`);

export const memberClaimsQuery = (policyId: string) =>
  queryOptions({
    queryKey: memberKeys.claims(policyId),
    queryFn: () => listMemberClaims(policyId),
    retry: retryUnlessRefused,
  });

export const useMemberClaims = (policyId: string) => useQuery(memberClaimsQuery(policyId));
