import { z } from "zod";
import { calendarDate } from "./calendar-date";
import { interestKinds, postalAddressSchema } from "./policy-interests";

/** The notices that start a legal period and so go by mail with proof (s. 627.4133(1), s. 627.728(4)). */
export const mailedNotices = ["cancellation", "nonRenewal", "renewal"] as const;
export type MailedNotice = (typeof mailedNotices)[number];

export const mailingRecipients = ["insured", ...interestKinds] as const;
export type MailingRecipient = (typeof mailingRecipients)[number];

/** What happened to the e-mail sent with the insured's letter: none sent, waiting, delivered, or given up on (bounced). */
export const emailDeliveries = ["none", "waiting", "sent", "failed"] as const;

/** One letter of a mailing batch, with its delivery. */
export const mailingSchema = z.object({
  id: z.string(),
  /** The batch's day: the notice's mailing date, from which its notice period counts. */
  mailOn: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  transactionId: z.string(),
  notice: z.enum(mailedNotices),
  recipient: z.enum(mailingRecipients),
  name: z.string(),
  address: postalAddressSchema,
  loanNumber: z.string().nullable(),
  /** When staff recorded the batch as handed to the post office; null: not yet. */
  mailedAt: z.string().nullable(),
  email: z.enum(emailDeliveries),
  /** When the e-mail was delivered to the insured's mail server. */
  emailedAt: z.string().nullable(),
});
export type Mailing = z.infer<typeof mailingSchema>;

/** `GET /api/mailings?on=`: the day's batch. */
export const mailingDaySchema = z.object({
  on: z.string(),
  letters: z.array(mailingSchema),
  /** Letters of the day not yet recorded as mailed. */
  waiting: z.number().int(),
});
export type MailingDay = z.infer<typeof mailingDaySchema>;

export const mailingDayQuerySchema = z.object({ on: calendarDate() }).strict();
export const markMailedSchema = z.object({ on: calendarDate() }).strict();
