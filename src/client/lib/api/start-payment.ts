import type { z } from "zod";
import type { PaymentStart, paymentStartAnswerSchema } from "../../../shared/payment";
import { apiRequest } from "./api-client";

export type PaymentStarted = z.infer<typeof paymentStartAnswerSchema>;

/**
 * POST /api/payments: the server checks the insured's e-mail and policy
 * number and answers the payment portal to go to. Two areas start payments,
 * the public payment form and the member portal's Pay now.
 */
export const startPayment = (start: PaymentStart) =>
  apiRequest<PaymentStarted>("/api/payments", { method: "POST", body: JSON.stringify(start) });
