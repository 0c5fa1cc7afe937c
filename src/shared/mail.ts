import { z } from "zod";
import { maxPageSize } from "./policy";

/** pending (waiting, or being retried after a failed attempt) → sent, or failed after the last attempt. */
export const mailStatuses = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Every kind of e-mail the product sends: `renderMail`'s first argument, so a
 * new kind must be added here (the typecheck says so), where the Mail screen
 * finds it for its filter and words.
 */
export const mailKinds = [
  "claim-acknowledgement",
  "claim-notice",
  "claim-status",
  "claim-assignment",
  "claim-letter",
  "policy-transaction-insured",
  "policy-transaction-agent",
  "agent-application-notice",
  "agent-application-confirmation",
  "payment-confirmation",
  "member-sign-in-link",
  "account-invitation",
  "password-reset",
  "email-change-link",
] as const;
export type MailKind = (typeof mailKinds)[number];

/** Messages whose body carries a secret (a reset link): the outbox API never shows their text. */
export const secretMailKinds = [
  "password-reset",
  "account-invitation",
  "member-sign-in-link",
  "email-change-link",
] as const satisfies readonly MailKind[];
export type SecretMailKind = (typeof secretMailKinds)[number];

export const isSecretMailKind = (kind: string): kind is SecretMailKind =>
  (secretMailKinds as readonly string[]).includes(kind);

export const outboxMessageSchema = z.object({
  id: z.number(),
  /** One of `mailKinds`; a string, so a row written by an older version still reads. */
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
  /** Staff may send it again: it failed, and carries no link that has expired since. */
  resendable: z.boolean(),
});
export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

/** GET /api/mail/outbox: by status, kind and a word of the recipient or subject; newest first, paged. */
export const outboxQuerySchema = z.object({
  status: z.enum(mailStatuses).optional(),
  kind: z.enum(mailKinds).optional(),
  /** Part of the recipient's address or of the subject, in any case. */
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(25),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** GET /api/mail/outbox/summary: what waits and what failed, whatever the list shows. */
export const outboxSummarySchema = z.object({
  /** Pending messages: not sent yet, whether never tried (no SMTP, or just written) or being retried. */
  waiting: z.number().int(),
  /** Of those, the ones a mail server refused at least once, tried again with back-off. */
  retrying: z.number().int(),
  /** Given up on after the last attempt: they wait for staff to send them again. */
  failed: z.number().int(),
  /** When the oldest waiting message was written; null when none waits. */
  oldestWaitingAt: z.string().nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxMessageParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
