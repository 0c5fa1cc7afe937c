import { useQuery } from "@tanstack/react-query";
import type { MemberClaim } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberApi, memberKeys } from "./member-api-paths";

/** GET /api/member/policies/{id}/claims: each claim with its timeline, oldest step first. */
export function useMemberClaims(policyId: string) {
  return useQuery({
    queryKey: memberKeys.claims(policyId),
    queryFn: () => apiRequest<MemberClaim[]>(memberApi.claims(policyId)),
    retry: retryUnlessRefused,
  });
}
