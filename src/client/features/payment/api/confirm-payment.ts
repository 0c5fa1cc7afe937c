import type { PaymentResult, PaymentReturn } from "../../../../shared/payment";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/payments/confirm (public): the portal's signed answer, checked and settled by the server. */
export const confirmPayment = (answer: PaymentReturn) =>
  apiRequest<PaymentResult>("/api/payments/confirm", { method: "POST", body: JSON.stringify(answer) });
