import { useMutation } from "@tanstack/react-query";
import type { PaymentPortion } from "../../../../shared/billing";
import { apiRequest } from "../../../lib/api/api-client";
import type { PaymentStarted } from "../../../lib/api/start-payment";

/**
 * POST /api/member/policies/{id}/payments: the next installment or
 * everything open; the server works out the amount and answers the payment
 * portal to go to.
 */
export const startMemberPayment = (policyId: string, portion: PaymentPortion) =>
  apiRequest<PaymentStarted>(`/api/member/policies/${encodeURIComponent(policyId)}/payments`, {
    method: "POST",
    body: JSON.stringify({ portion }),
  });

/** Nothing to refresh: the browser leaves for the portal, and the page is loaded afresh on the way back. */
export const useStartMemberPayment = (policyId: string) =>
  useMutation({ mutationFn: (portion: PaymentPortion) => startMemberPayment(policyId, portion) });
