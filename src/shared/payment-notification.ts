import { z } from "zod";
import { isoInstant } from "./calendar-date";
import { message } from "./messages/message";
import { paymentStatuses } from "./payment";
import { maxPageSize } from "./policy";

/** The request headers of a portal notification: when it was signed (Unix seconds) and the signature. */
export const notificationHeaderNames = { timestamp: "sabal-timestamp", signature: "sabal-signature" } as const;

/**
 * What the payment portal tells us, server to server, when a payment ends
 * (docs/decisions/0011). Fields we do not know are ignored, not refused: a
 * portal that adds one must not have its notifications bounced forever.
 */
export const paymentNotificationSchema = z.object({
  /** The portal's id for this event: the same event delivered again carries the same id. */
  eventId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w.:-]+$/),
  paymentId: z.string().min(1).max(100),
  status: z.enum(["completed", "failed"]),
  amountCents: z.number().int().positive().max(100_000_000_000),
  currency: z.literal("USD"),
  occurredAt: isoInstant(message("check.date.dateTime")),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** settled: this event settled the payment; alreadySettled: another one did; unmatched: kept for staff. */
export const notificationOutcomes = ["settled", "alreadySettled", "unmatched"] as const;
export type NotificationOutcome = (typeof notificationOutcomes)[number];

export const unmatchedReasons = ["unknownPayment", "amountDiffers", "statusDiffers"] as const;
export type UnmatchedReason = (typeof unmatchedReasons)[number];

export const paymentNotificationAnswerSchema = z.object({
  eventId: z.string(),
  paymentId: z.string(),
  outcome: z.enum(notificationOutcomes),
  reason: z.enum(unmatchedReasons).nullable(),
  /** The payment's status after the notification; null when we have no such payment. */
  paymentStatus: z.enum(paymentStatuses).nullable(),
  /** True when this event id had been received before: the answer is the first one's. */
  repeated: z.boolean(),
});
export type PaymentNotificationAnswer = z.infer<typeof paymentNotificationAnswerSchema>;

/** A notification that matched no payment of ours, as staff review it. */
export const unmatchedNotificationSchema = z.object({
  eventId: z.string(),
  paymentId: z.string(),
  status: z.enum(["completed", "failed"]),
  amount: z.number(),
  currency: z.string(),
  reason: z.enum(unmatchedReasons),
  occurredAt: z.string(),
  receivedAt: z.string(),
  /** The payment of that id when we have one (the amount or status differed). */
  payment: z
    .object({
      reference: z.string(),
      policyNumber: z.string(),
      amount: z.number(),
      status: z.enum(paymentStatuses),
    })
    .nullable(),
});
export type UnmatchedNotification = z.infer<typeof unmatchedNotificationSchema>;

export const unmatchedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(25),
});
