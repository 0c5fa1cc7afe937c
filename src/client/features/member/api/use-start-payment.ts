import { useMutation } from "@tanstack/react-query";
import type { MemberPolicy } from "../../../../shared/member";
import { apiRequest } from "../../../lib/api/api-client";

export interface PaymentStarted {
  redirectUrl: string;
  reference: string;
  amountDue: number;
}

/** POST /api/payments with the policy's own e-mail and number: the server answers where to pay. */
export function useStartPayment() {
  return useMutation({
    mutationFn: (policy: MemberPolicy) =>
      apiRequest<PaymentStarted>("/api/payments", {
        method: "POST",
        body: JSON.stringify({ insuredEmail: policy.insured.email, policyNumber: policy.policyNumber }),
      }),
  });
}
