import { z } from "zod";
import { maxPageSize } from "./policy";

export const mailStatuses = ["pending", "sent", "failed"] as const;

/** Messages whose body carries a secret (a reset link): the outbox API never shows their text. */
export const secretMailKinds = [
  "password-reset",
  "account-invitation",
  "member-sign-in-link",
  "email-change-link",
] as const;

export const outboxMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Null for messages of a secret kind. */
  text: z.string().nullable(),
  status: z.enum(mailStatuses),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  status: z.enum(mailStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(25),
});
