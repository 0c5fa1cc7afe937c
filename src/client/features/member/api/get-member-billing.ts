import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PolicyBilling } from "../../../../shared/billing";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberKeys } from "./member-keys";

/** GET /api/member/policies/{id}/billing: the plan, the schedule, what to pay next and in full, payments and refunds. */
export const getMemberBilling = (policyId: string) =>
  apiRequest<PolicyBilling>(`/api/member/policies/${encodeURIComponent(policyId)}/billing`);

export const memberBillingQuery = (policyId: string) =>
  queryOptions({
    queryKey: memberKeys.billing(policyId),
    queryFn: () => getMemberBilling(policyId),
    retry: retryUnlessRefused,
  });

export const useMemberBilling = (policyId: string) => useQuery(memberBillingQuery(policyId));
