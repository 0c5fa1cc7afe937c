import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberPolicy } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberKeys } from "./member-keys";

/** GET /api/member/policies: the signed-in member's policies (usually one). */
export const listMemberPolicies = () => apiRequest<MemberPolicy[]>("/api/member/policies");

export const memberPoliciesQuery = () =>
  queryOptions({ queryKey: memberKeys.policies, queryFn: listMemberPolicies, retry: retryUnlessRefused });

export const useMemberPolicies = () => useQuery(memberPoliciesQuery());
