import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberPolicy } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberKeys } from "./member-keys";

/** GET /api/member/policies/{id}: one of the member's policies, fresh. */
export const getMemberPolicy = (policyId: string) =>
  apiRequest<MemberPolicy>(`/api/member/policies/${encodeURIComponent(policyId)}`);

/** The list's copy shows at once while it loads, so the page never waits on a spinner for it. */
export const memberPolicyQuery = (listed: MemberPolicy) =>
  queryOptions({
    queryKey: memberKeys.policy(listed.id),
    queryFn: () => getMemberPolicy(listed.id),
    placeholderData: listed,
    retry: retryUnlessRefused,
  });

export const useMemberPolicy = (listed: MemberPolicy) => useQuery(memberPolicyQuery(listed));
