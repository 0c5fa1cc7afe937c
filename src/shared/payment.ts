import { z } from "zod";
import { message } from "./messages/message";

/** SPEC §3 payment form: insured email and policy number, both required (SPEC §5). */
export const paymentStartSchema = z
  .object({
    insuredEmail: z.email(message("check.payment.insuredEmail")).max(200),
    policyNumber: z.string().trim().min(1, message("check.policyNumber")).max(50),
  })
  .strict();
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** Where to send the browser: the payment portal, carrying a signed, short-lived reference. */
export const paymentStartAnswerSchema = z.object({
  redirectUrl: z.string(),
  reference: z.string(),
  amountDue: z.number(),
});

export const paymentStatuses = ["started", "completed", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the payment portal hands back (in the return address): the reference, the outcome, and its signature. */
export const paymentReturnSchema = z
  .object({
    ref: z.string().min(1).max(2000),
    status: z.enum(["completed", "failed"]),
    sig: z.string().min(1).max(200),
  })
  .strict();
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;

export const paymentResultSchema = z.object({
  reference: z.string(),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  policyNumber: z.string(),
  completedAt: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** The embedded demo portal: what it shows, and the outcome its buttons choose. */
export const demoCheckoutSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  policyNumber: z.string(),
});
export const demoOutcomeSchema = z
  .object({ ref: z.string().min(1).max(2000), outcome: z.enum(["completed", "failed"]) })
  .strict();

/** A reference is valid at the portal for this long. */
export const checkoutLifetimeMs = 15 * 60 * 1000;

/** The page says where it is going before it goes, long enough to be read. */
export const paymentRedirectDelayMs = 1000;
