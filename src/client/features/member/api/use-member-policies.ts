import { useQuery } from "@tanstack/react-query";
import type { MemberPolicy } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberApi, memberKeys } from "./member-api-paths";

/** GET /api/member/policies: the signed-in member's policies (usually one). */
export function useMemberPolicies() {
  return useQuery({
    queryKey: memberKeys.policies,
    queryFn: () => apiRequest<MemberPolicy[]>(memberApi.policies),
    retry: retryUnlessRefused,
  });
}
