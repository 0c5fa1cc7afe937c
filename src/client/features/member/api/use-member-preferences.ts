import { useQuery } from "@tanstack/react-query";
import type { MemberPreferences } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberApi, memberKeys } from "./member-api-paths";

/** GET /api/member/policies/{id}/preferences: the communication preference and when it was chosen. */
export function useMemberPreferences(policyId: string) {
  return useQuery({
    queryKey: memberKeys.preferences(policyId),
    queryFn: () => apiRequest<MemberPreferences>(memberApi.preferences(policyId)),
    retry: retryUnlessRefused,
  });
}
