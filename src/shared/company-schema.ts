import { z } from "zod";
import type { Company } from "./company";

const planRuleSchema = z.object({
  installments: z
    .array(z.object({ share: z.number().int().positive(), monthsAfterStart: z.number().int().min(0).max(11) }))
    .min(1)
    .max(12)
    .refine(
      (installments) => installments[0]!.monthsAfterStart === 0,
      "The first installment is due when the term starts.",
    )
    .refine(
      (installments) =>
        installments.every((each, at) => at === 0 || each.monthsAfterStart > installments[at - 1]!.monthsAfterStart),
      "Installments fall due in order, one per month at most.",
    ),
  installmentFeeCents: z.number().int().min(0).max(10_000),
});

const billingRulesSchema = z.object({
  plans: z.object({ full: planRuleSchema, twoPay: planRuleSchema, fourPay: planRuleSchema, monthly: planRuleSchema }),
  additionalPremiumDueDays: z.number().int().min(0).max(90),
  // Florida's 15 working days is a maximum: a company may refund sooner, never later.
  refundBusinessDays: z.number().int().min(1).max(15),
  smallRefundCents: z.number().int().min(0).max(500),
  pastDueNoticeAfterDays: z.number().int().min(0).max(60),
});

// The statute's periods are maxima for the company (decision 0047): a company may act sooner, never later;
// the notice limits are the insured's rights, which a company may lengthen, never shorten.
const claimRulesSchema = z.object({
  acknowledgeDays: z.number().int().min(1).max(7),
  billOfRightsDays: z.number().int().min(1).max(14),
  beginInvestigationDays: z.number().int().min(1).max(7),
  inspectionDays: z.number().int().min(1).max(30),
  decisionDays: z.number().int().min(1).max(60),
  atRiskDays: z.number().int().min(0).max(30),
  noticeMonths: z.number().int().min(12).max(120),
  supplementalNoticeMonths: z.number().int().min(18).max(120),
  lateInterestBasisPoints: z.number().int().min(1).max(5_000),
  hurricaneWindowHoursAfter: z.number().int().min(72).max(720),
  adjusterPaymentAuthorityCents: z.number().int().min(0),
});

/**
 * Validation of company-fact overrides (COMPANY_FILE). Kept apart from
 * company.ts so that the browser, which only reads the facts, never loads zod.
 */

const phoneSchema = z.object({
  display: z.string().min(1),
  e164: z.string().regex(/^\+\d{6,15}$/),
});

const addressSchema = z.object({
  lines: z.array(z.string().min(1)).min(1),
  city: z.string().min(1),
  state: z.string().length(2),
  postalCode: z.string().min(1),
});

export const companySchema: z.ZodType<Company> = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  attorneyInFact: z.string().min(1),
  phones: z.object({
    tollFree: phoneSchema,
    customerService: phoneSchema,
    agentSupport: phoneSchema,
    claimsHotline: phoneSchema.extend({ mnemonic: z.string() }),
    fax: phoneSchema,
    emergencyDryOut: phoneSchema.extend({ vendor: z.string().min(1) }),
  }),
  emails: z.object({
    general: z.email(),
    support: z.email(),
    agents: z.email(),
    claims: z.email(),
    privacy: z.email(),
  }),
  addresses: z.object({
    mailing: addressSchema,
    overnight: addressSchema,
  }),
  hours: z.object({
    office: z.string().min(1),
    customerSupport: z.string().min(1),
    agentSupport: z.string().min(1),
    emergencyClaims: z.string().min(1),
  }),
  urls: z.object({
    site: z.url(),
    quote: z.url(),
    professionalNetwork: z.url(),
    takeOutProgram: z.url(),
    mapEmbed: z.url({ protocol: /^https$/, error: "The map must be an https address." }),
  }),
  financialStrength: z.object({
    rating: z.string().min(1),
    ratedBy: z.string().min(1),
    reinsuranceNote: z.string().min(1),
    isPlaceholder: z.boolean(),
  }),
  policyRules: z
    .object({
      // Each bound is the statute's (company.ts names the source): a company may give the insured more, never less.
      renewalNoticeDays: z.number().int().min(45).max(365),
      renewalOfferDays: z.number().int().min(45).max(365),
      nonRenewalNoticeDays: z.number().int().min(120).max(365),
      nonPaymentNoticeDays: z.number().int().min(10).max(365),
      newPolicyDays: z.number().int().min(1).max(90),
      newPolicyCancellationNoticeDays: z.number().int().min(20).max(365),
      cancellationNoticeDays: z.number().int().min(120).max(365),
      reinstatementWindowDays: z.number().int().min(0).max(365),
      shortRatePercent: z.number().int().min(0).max(10),
      stormMoratoriumDays: z.number().int().min(90).max(730),
      stormExceptionNoticeDays: z.number().int().min(45).max(365),
      suspendBindingDuringWatch: z.boolean(),
      renewalReviewLeadDays: z.number().int().min(0).max(365),
      windMitigationFormYears: z.number().int().min(1).max(5),
      roofInspectionAgeYears: z.number().int().min(15).max(100),
      roofRemainingLifeYears: z.number().int().min(0).max(5),
    })
    .refine((rules) => rules.renewalOfferDays >= rules.renewalNoticeDays, {
      path: ["renewalOfferDays"],
      error: "Renewals must be offered no later than the renewal notice period.",
    }),
  billingRules: billingRulesSchema,
  claimRules: claimRulesSchema,
});

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function mergeDeep(base: PlainObject, overrides: PlainObject): PlainObject {
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeDeep(current, value) : value;
  }
  return merged;
}

/**
 * Applies overrides (any subset of the facts) to `base`, usually
 * `defaultCompany`, and validates the result.
 */
export function resolveCompany(base: Company, overrides: unknown = {}): Company {
  if (!isPlainObject(overrides)) throw new Error("Company overrides must be a JSON object");
  return companySchema.parse(mergeDeep({ ...base }, overrides));
}
