import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PolicyBilling } from "../../../../shared/billing";
import type { PaymentPlan } from "../../../../shared/billing-rules";
import { apiAnswer } from "../../../lib/api/api-client";
import { memberKeys } from "./member-keys";

/** PUT /api/member/policies/{id}/renewal-plan: the plan the next term is billed on; answers the billing and the server's words. */
export const changeRenewalPlan = (policyId: string, plan: PaymentPlan) =>
  apiAnswer<PolicyBilling>(`/api/member/policies/${encodeURIComponent(policyId)}/renewal-plan`, {
    method: "PUT",
    body: JSON.stringify({ plan }),
  });

/** The answer is the billing as it now stands: the page shows it without asking again. */
export function useChangeRenewalPlan(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PaymentPlan) => changeRenewalPlan(policyId, plan),
    onSuccess: ({ data }) => queryClient.setQueryData(memberKeys.billing(policyId), data),
  });
}
