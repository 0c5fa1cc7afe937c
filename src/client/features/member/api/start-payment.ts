import { useMutation } from "@tanstack/react-query";
import type { MemberPolicy } from "../../../../shared/member";
import { startPayment } from "../../../lib/api/start-payment";

/** POST /api/payments with the policy's own e-mail and number: the server answers where to pay. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: (policy: MemberPolicy) =>
      startPayment({ insuredEmail: policy.insured.email, policyNumber: policy.policyNumber }),
  });
