import type { z } from "zod";
import type { demoCheckoutSchema } from "../../../../shared/payment";
import { apiRequest } from "../../../lib/api/api-client";

export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;

/** GET /api/payments/demo/checkout (public): what the demo portal shows for a reference (docs/decisions/0011). */
export const getDemoCheckout = (reference: string) =>
  apiRequest<DemoCheckout>(`/api/payments/demo/checkout?ref=${encodeURIComponent(reference)}`);
