import { z } from "zod";
import { paymentPlans } from "./billing-rules";
import { calendarDate } from "./calendar-date";
import { message } from "./messages/message";

/**
 * Billing as the API answers it (decision 0033): a policy's plan,
 * invoices, payments and refunds; the refunds staff pay. Amounts in cents.
 */

/** paid: nothing left; open: due later or today; pastDue: its day has gone by unpaid; void: nothing billed any more. */
export const invoiceStatuses = ["open", "pastDue", "paid", "void"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  termNumber: z.number(),
  installment: z.number(),
  /** Installments of the plan; an additional premium billed on its own has a higher number. */
  ofInstallments: z.number(),
  dueOn: z.string(),
  premiumCents: z.number(),
  feeCents: z.number(),
  paidCents: z.number(),
  openCents: z.number(),
  status: z.enum(invoiceStatuses),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** due: to pay by its day; held: a small amount, paid only when the insured asks; paid; withdrawn: a later charge took it back. */
export const refundStatuses = ["due", "held", "paid", "withdrawn"] as const;
export type RefundStatus = (typeof refundStatuses)[number];
export const refundMethods = ["check", "ach", "card"] as const;

export const refundDueSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  insuredName: z.string(),
  amountCents: z.number(),
  status: z.enum(refundStatuses),
  createdOn: z.string(),
  dueBy: z.string(),
  /** Still to pay after its deadline: these stand out. */
  overdue: z.boolean(),
  requestedByInsured: z.boolean(),
  method: z.enum(refundMethods).nullable(),
  reference: z.string().nullable(),
  paidOn: z.string().nullable(),
});
export type RefundDue = z.infer<typeof refundDueSchema>;

export const billingPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  amountCents: z.number(),
  status: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});

/** GET /api/policies/{id}/billing and the member's own. */
export const policyBillingSchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  /** The current term's plan; null before the policy is issued. */
  plan: z.enum(paymentPlans).nullable(),
  /** The plan chosen for the next term, when it differs. */
  nextPlan: z.enum(paymentPlans).nullable(),
  /** What is owed now (negative: owed to the insured), equal to the ledger's balance. */
  balanceCents: z.number(),
  /** Unpaid after its due day (an installment due today is not late yet). */
  pastDueCents: z.number(),
  /** The next installment to pay: the oldest open one. */
  next: z.object({ invoiceId: z.string(), dueOn: z.string(), amountCents: z.number() }).nullable(),
  /** Every open installment at once. */
  payInFullCents: z.number(),
  invoices: z.array(invoiceSchema),
  payments: z.array(billingPaymentSchema),
  refunds: z.array(refundDueSchema),
});
export type PolicyBilling = z.infer<typeof policyBillingSchema>;

/** GET /api/refunds: refunds still to pay (or all), the overdue first. */
export const refundSearchSchema = z
  .object({
    status: z.enum(refundStatuses).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();

/** PATCH /api/refunds/{id}: staff record a refund as paid, or mark a held one as asked for by the insured. */
export const refundChangeSchema = z.discriminatedUnion("status", [
  z
    .object({
      status: z.literal("paid"),
      method: z.enum(refundMethods),
      reference: z.string().trim().min(1, message("check.refund.reference")).max(100),
      paidOn: calendarDate(),
    })
    .strict(),
  z.object({ status: z.literal("due") }).strict(),
]);
export type RefundChange = z.infer<typeof refundChangeSchema>;

/** PUT /api/member/policies/{id}/renewal-plan: the plan the next term is billed on. */
export const renewalPlanSchema = z.object({ plan: z.enum(paymentPlans) }).strict();

/** What the member pays from the portal: the next installment (the oldest open one) or everything open. */
export const paymentPortions = ["next", "full"] as const;
export type PaymentPortion = (typeof paymentPortions)[number];

/** POST /api/member/policies/{id}/payments: answered like POST /api/payments, with the portal to go to. */
export const memberPaymentStartSchema = z.object({ portion: z.enum(paymentPortions) }).strict();

/** GET /api/billing/plans: the payment plans a term may be billed on, as the company offers them. */
export const paymentPlanOfferSchema = z.object({
  plan: z.enum(paymentPlans),
  /** Each installment's share of the term's premium, in percent (two decimals), and the month after the term's start it falls due in. */
  installments: z.array(z.object({ sharePercent: z.number(), monthsAfterStart: z.number() })),
  installmentFeeCents: z.number(),
});
export type PaymentPlanOffer = z.infer<typeof paymentPlanOfferSchema>;
