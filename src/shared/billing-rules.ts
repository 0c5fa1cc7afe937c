/** The payment plans a policy term may be billed on. */
export const paymentPlans = ["full", "twoPay", "fourPay", "monthly"] as const;
export type PaymentPlan = (typeof paymentPlans)[number];

/** One installment of a plan: its share of the term's premium (weights, any scale) and when it falls due. */
export interface InstallmentRule {
  share: number;
  /** Months after the term starts; 0 is due on the first day of the term. */
  monthsAfterStart: number;
}

export interface PlanRule {
  installments: InstallmentRule[];
  /** Added to each installment after the first, in cents: the plan's price for paying over time. */
  installmentFeeCents: number;
}

/**
 * The company's billing facts, validated by company-schema.ts: every number billing obeys, in one
 * place a company changes in its company file. The defaults are the market's
 * common ones and Florida's rules.
 */
export interface BillingRules {
  plans: Record<PaymentPlan, PlanRule>;
  /** An additional premium with no open installment left to carry it is billed on its own, due this many days later. */
  additionalPremiumDueDays: number;
  /** A refund of a cancellation is paid within this many Florida business days (rule 69O-167.001: 15 working days). */
  refundBusinessDays: number;
  /** A refund of this many cents or less is paid only when the insured asks for it. */
  smallRefundCents: number;
  /** The notice of cancellation for non-payment goes out once an installment is this many days past due. */
  pastDueNoticeAfterDays: number;
}

const evenly = (count: number, everyMonths: number): InstallmentRule[] =>
  Array.from({ length: count }, (_, index) => ({ share: 1, monthsAfterStart: index * everyMonths }));

export const defaultBillingRules: BillingRules = {
  plans: {
    full: { installments: [{ share: 100, monthsAfterStart: 0 }], installmentFeeCents: 0 },
    twoPay: {
      installments: [
        { share: 60, monthsAfterStart: 0 },
        { share: 40, monthsAfterStart: 6 },
      ],
      installmentFeeCents: 0,
    },
    fourPay: {
      installments: [
        { share: 40, monthsAfterStart: 0 },
        { share: 20, monthsAfterStart: 3 },
        { share: 20, monthsAfterStart: 6 },
        { share: 20, monthsAfterStart: 9 },
      ],
      installmentFeeCents: 300,
    },
    monthly: { installments: evenly(12, 1), installmentFeeCents: 300 },
  },
  additionalPremiumDueDays: 20,
  refundBusinessDays: 15,
  smallRefundCents: 500,
  pastDueNoticeAfterDays: 1,
};
