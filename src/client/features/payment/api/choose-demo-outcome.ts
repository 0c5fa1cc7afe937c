import type { z } from "zod";
import type { demoOutcomeSchema } from "../../../../shared/payment";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/payments/demo/outcome (public): the demo portal's answer; the server says where to send the payer back. */
export const chooseDemoOutcome = (choice: z.infer<typeof demoOutcomeSchema>) =>
  apiRequest<{ returnUrl: string }>("/api/payments/demo/outcome", { method: "POST", body: JSON.stringify(choice) });
