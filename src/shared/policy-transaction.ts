import { z } from "zod";
import { paymentPlans } from "./billing-rules";
import { calendarDate } from "./calendar-date";
import { message } from "./messages/message";
import { businessTypes, usStates } from "./policy";
import { ho3RatingSchema, homeChangesSchema } from "./rating";

/**
 * Policy transactions (decision 0030): every change to an issued policy is a
 * transaction with a type, an effective date, a state and the premium change
 * it brings, in cents. The API names below are the contract agency systems
 * call; the screens use the same schemas.
 */
export const transactionTypes = [
  "newBusiness",
  "endorsement",
  "renewal",
  "nonRenewal",
  "cancellation",
  "reinstatement",
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** quoted → issued (immutable from then on) or withdrawn. */
export const transactionStatuses = ["quoted", "issued", "withdrawn"] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/**
 * Why a policy is cancelled or not renewed: the insured asked, or the company acts. After the new-policy window
 * the company may cancel only for non-payment, a material misstatement, a failure to meet its underwriting
 * requirements or a substantial change in the risk (s. 627.4133(2)(a)3.); `other` is for the window only.
 * `repairDelay` and `limitsPaid` are two of the storm moratorium's exceptions (s. 627.4133(2)(e)), the third
 * being a material misstatement or fraud about the claim.
 */
export const cancellationReasons = [
  "insuredRequest",
  "nonPayment",
  "underwriting",
  "materialMisstatement",
  "substantialChangeInRisk",
  "other",
  "repairDelay",
  "limitsPaid",
] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

/** The reasons a company acts on: each needs its reason in words (`note`), printed on the notice (s. 627.4133(2)(a)). */
export const companyReasons: readonly CancellationReason[] = cancellationReasons.filter(
  (reason) => reason !== "insuredRequest",
);

/** A non-renewal is the company's and not for unpaid premium (that is a cancellation). */
export const nonRenewalReasons: readonly CancellationReason[] = companyReasons.filter(
  (reason) => reason !== "nonPayment",
);

/** How a cancellation's refund is worked out: by days, everything (on the term's first day), or by days less a short-rate share. */
export const cancellationMethods = ["proRata", "flat", "shortRate"] as const;
export type CancellationMethod = (typeof cancellationMethods)[number];

const money = z
  .number()
  .int(message("check.money.wholeDollars"))
  .positive(message("check.money.moreThanZero"))
  .max(1_000_000_000);

/**
 * The policy fields a transaction may change: the priced ones (premium,
 * coverage; the expiration date for new business) and what the declarations
 * name (insured, address, business type, endorsement forms).
 */
export const transactionChangesSchema = z
  .object({
    /** Annual premium, whole US dollars. */
    premium: money,
    /** Coverage amount, whole US dollars. */
    coverage: money,
    /** New business only: the end of the first term. */
    expirationDate: calendarDate(),
    insuredName: z.string().trim().min(1, message("check.policy.insuredName")).max(200),
    businessType: z.enum(businessTypes),
    address: z.string().trim().max(200),
    city: z.string().trim().max(100),
    state: z.enum(usStates),
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, message("check.policy.zip")),
    description: z.string().trim().max(4000),
    endorsements: z.array(z.string().trim().min(1).max(200)).max(50),
    /** A rated home: what changes in what it is rated on (a new roof, shutters, an inspection); the rate table prices it. */
    home: homeChangesSchema,
    /** New business and renewal only: the payment plan the term is billed on; full pay, or the last term's plan, when left out. */
    paymentPlan: z.enum(paymentPlans),
  })
  .partial()
  .strict();
export type TransactionChanges = z.infer<typeof transactionChangesSchema>;

/** POST /api/policies/{id}/transactions: quote a transaction. */
export const transactionRequestSchema = z
  .object({
    type: z.enum(transactionTypes),
    /** The day it takes effect; a renewal's and non-renewal's is the term's end, a reinstatement's the cancellation's day, and may be left out. */
    effectiveDate: calendarDate().optional(),
    changes: transactionChangesSchema.optional(),
    reason: z.enum(cancellationReasons).optional(),
    method: z.enum(cancellationMethods).optional(),
    /** The reason in words, printed on the notice: required when the company cancels or does not renew. */
    note: z.string().trim().max(2000).optional(),
    /**
     * Staff hold the insured's signed statement that no loss happened: lets an insured's cancellation be dated
     * before the request, and a late reinstatement leave no gap in cover. Underwriting staff only.
     */
    noKnownLoss: z.boolean().optional(),
  })
  .strict();
export type TransactionRequest = z.infer<typeof transactionRequestSchema>;

/** A transaction as the API answers it. Premiums in whole dollars like the policy's; the change in cents. */
export const policyTransactionSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  effectiveDate: z.string(),
  /** The term the transaction belongs to (a renewal's: the term it starts). */
  termStart: z.string(),
  termEnd: z.string(),
  annualPremiumBefore: z.number(),
  annualPremiumAfter: z.number(),
  /** Positive: a charge; negative: a refund. */
  premiumChangeCents: z.number(),
  daysRemaining: z.number(),
  daysInTerm: z.number(),
  changes: transactionChangesSchema,
  reason: z.enum(cancellationReasons).nullable(),
  method: z.enum(cancellationMethods).nullable(),
  note: z.string().nullable(),
  /** Quoted on the insured's signed statement of no known loss (see the request). */
  noKnownLoss: z.boolean(),
  /** The rule the transaction follows (a notice period, the reinstatement window), in the reader's language. */
  rule: z.string().nullable(),
  /** What the transaction does, in plain words, in the reader's language. */
  explanation: z.string(),
  /** A rated home's price after the transaction, with its worksheet in the reader's language; null for other policies. */
  rating: ho3RatingSchema.nullable(),
  /** The document issuing produced (declarations, endorsement, notice), once issued. */
  documentId: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type PolicyTransaction = z.infer<typeof policyTransactionSchema>;

/** Billing adds the installment fees invoices carry and refunds paid out to the insured. */
export const ledgerEntryKinds = ["charge", "refund", "payment", "installmentFee", "refundPaid"] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** A line of the policy's ledger: a transaction's charge (+) or refund (−), a payment (−), installment fees (±), a refund paid out (+). */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ledgerEntryKinds),
  /** Signed cents: what the insured owes goes up with a charge and down with a refund or payment. */
  amountCents: z.number(),
  postedOn: z.string(),
  transactionId: z.string().nullable(),
  transactionType: z.enum(transactionTypes).nullable(),
  paymentReference: z.string().nullable(),
  /** What the line is, in the reader's language. */
  description: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/policies/{id}/ledger: the entries oldest first and what is owed (negative: owed to the insured). */
export const policyLedgerSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  balanceCents: z.number(),
});
export type PolicyLedger = z.infer<typeof policyLedgerSchema>;

/** GET /api/policies/{id}/as-of?date=: the policy as it stood (or will stand) on a day; today in Florida when left out. */
export const policyAsOfQuerySchema = z.object({ date: calendarDate().optional() }).strict();
export const policyAsOfSchema = z.object({
  date: z.string(),
  /** Whether the policy is in force that day, and why not when it is not. */
  inForce: z.boolean(),
  status: z.enum(["notIssued", "inForce", "cancelled", "expired"]),
  termStart: z.string().nullable(),
  termEnd: z.string().nullable(),
  premium: z.number().nullable(),
  coverage: z.number().nullable(),
  /** The latest issued transaction in effect that day. */
  transactionId: z.string().nullable(),
});
export type PolicyAsOf = z.infer<typeof policyAsOfSchema>;

/**
 * The renewal review's states: open until the day a non-renewal must be mailed by; past it, the policy renews on
 * its current terms; settled once a non-renewal or a renewal is issued.
 */
export const renewalReviewStates = ["open", "renewsOnCurrentTerms", "nonRenewed", "renewed"] as const;
export type RenewalReviewState = (typeof renewalReviewStates)[number];

/** GET /api/renewals/review: a renewal the rate table cannot price, checked once a day (decision 0048). */
export const renewalReviewSchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  insuredName: z.string(),
  termEnd: z.string(),
  /** The last day a notice of non-renewal may be mailed (the term's end less the notice period). */
  nonRenewalBy: z.string(),
  checkedOn: z.string(),
  /** Why the renewal rate version cannot price it, in the reader's language. */
  reason: z.string(),
  state: z.enum(renewalReviewStates),
});
export type RenewalReview = z.infer<typeof renewalReviewSchema>;
export const renewalReviewSearchSchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
