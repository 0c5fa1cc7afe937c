import { useQuery } from "@tanstack/react-query";
import type { MemberPolicy } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberApi, memberKeys } from "./member-api-paths";

/**
 * GET /api/member/policies/{id}: one policy, fresh. The list's copy shows at
 * once while it loads, so the page never waits on a spinner for it.
 */
export function useMemberPolicy(listed: MemberPolicy) {
  return useQuery({
    queryKey: memberKeys.policy(listed.id),
    queryFn: () => apiRequest<MemberPolicy>(memberApi.policy(listed.id)),
    placeholderData: listed,
    retry: retryUnlessRefused,
  });
}
