import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberPreferences } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberKeys } from "./member-keys";

/** GET /api/member/policies/{id}/preferences: the communication preference and when it was chosen. */
export const getMemberPreferences = (policyId: string) =>
  apiRequest<MemberPreferences>(`/api/member/policies/${encodeURIComponent(policyId)}/preferences`);

export const memberPreferencesQuery = (policyId: string) =>
  queryOptions({
    queryKey: memberKeys.preferences(policyId),
    queryFn: () => getMemberPreferences(policyId),
    retry: retryUnlessRefused,
  });

export const useMemberPreferences = (policyId: string) => useQuery(memberPreferencesQuery(policyId));
