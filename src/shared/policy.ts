import { z } from "zod";
import { message } from "./messages/message";
import { pageSchema } from "./page";
import { calendarDate } from "./calendar-date";
import { homeSchema } from "./rating";

/** SPEC §9: the five policy types of the create form and the search filter. */
export const policyTypes = [
  "General Liability",
  "Professional Liability",
  "Property",
  "Workers Compensation",
  "Commercial Auto",
] as const;
/** SPEC §4: the create form's statuses (default draft); search shows them capitalised. */
export const policyStatuses = ["draft", "pending", "active", "inactive"] as const;
/** SPEC §9: the create form's business types (the search filter offers the first four). */
export const businessTypes = ["Corporation", "LLC", "Partnership", "Sole Proprietorship", "Non-Profit"] as const;
export const usStates = ["FL", "GA", "SC", "NC", "AL", "TN", "TX", "LA", "MS", "AR"] as const;

export const policySearchPageSize = 10;
/** Policy search counts matches up to here; beyond, the list says "more than 1,000" (decision 0018). */
export const policySearchCountLimit = 1_000;
export const maxPageSize = 100;

const isoDate = calendarDate();
const endorsementsSchema = z.array(z.string().trim().min(1).max(200)).max(50);
const money = z
  .number()
  .int(message("check.money.wholeDollars"))
  .positive(message("check.money.moreThanZero"))
  .max(1_000_000_000);

/** What the New Policy form sends (SPEC §3 and §5, with the server enforcing the marked fields). */
const policyFields = z
  .object({
    policyType: z.enum(policyTypes),
    insuredName: z.string().trim().min(1, message("check.policy.insuredName")).max(200),
    businessType: z.enum(businessTypes).optional(),
    effectiveDate: isoDate,
    expirationDate: isoDate,
    /** Annual premium, whole US dollars. */
    premium: money,
    /** Coverage amount, whole US dollars. */
    coverage: money,
    description: z.string().trim().max(4000).optional(),
    /** The agent's user id; an agent creating a policy is always its agent. */
    agentId: z.string().min(1).optional(),
    /** The insured account (Account_*) the policy belongs to; null takes it out of its account. */
    accountId: z.string().min(1).max(100).nullable().optional(),
    status: z.enum(policyStatuses).default("draft"),
    address: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.enum(usStates).optional(),
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, message("check.policy.zip"))
      .optional(),
    endorsements: endorsementsSchema.default([]),
    /**
     * A Property policy on a home: what the rate table prices it on (decision
     * 0031). Its premium and coverage (Coverage A) then come from the rating,
     * whatever is sent; null makes it an underwriter-priced policy again.
     */
    home: homeSchema.nullable().optional(),
  })
  .strict();

export const newPolicySchema = policyFields.refine((policy) => policy.expirationDate > policy.effectiveDate, {
  path: ["expirationDate"],
  message: message("check.date.expirationAfterEffective"),
});
export type NewPolicy = z.input<typeof newPolicySchema>;

/**
 * A change to a policy: any field but the number, which never changes once
 * saved. No defaults here: a field left out stays as it is.
 */
export const policyChangeSchema = policyFields
  .extend({ status: z.enum(policyStatuses), endorsements: endorsementsSchema })
  .partial();
export type PolicyChange = z.infer<typeof policyChangeSchema>;

export const policyAccountSchema = z.object({ id: z.string(), accountNumber: z.string(), name: z.string() });
export type PolicyAccount = z.infer<typeof policyAccountSchema>;

export const policySchema = z.object({
  id: z.string(),
  policyNumber: z.string(),
  policyType: z.enum(policyTypes),
  status: z.enum(policyStatuses),
  insuredName: z.string(),
  businessType: z.enum(businessTypes).nullable(),
  effectiveDate: z.string(),
  expirationDate: z.string(),
  premium: z.number(),
  coverage: z.number(),
  description: z.string().nullable(),
  /** The policy's agent; `phone` is SPEC §3's agentPhone, null until staff set it. */
  agent: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  /** The insured account the policy belongs to, when it belongs to one. */
  account: policyAccountSchema.nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  endorsements: z.array(z.string()),
  /** The home a Property policy is rated on; null when an underwriter prices the policy. */
  home: homeSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

export const policySortFields = ["policyNumber", "insuredName", "effectiveDate", "expirationDate", "premium"] as const;

/** SPEC §9 search: free text on policy number, insured name and agent; type, status and business type filters. */
export const policySearchSchema = z.object({
  q: z.string().trim().max(200).optional(),
  policyType: z.enum(policyTypes).optional(),
  status: z.enum(policyStatuses).optional(),
  businessType: z.enum(businessTypes).optional(),
  /** Only the policies of this insured account (the account's page lists them). */
  accountId: z.string().min(1).max(100).optional(),
  sortBy: z.enum(policySortFields).default("policyNumber"),
  sortDirection: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(policySearchPageSize),
});
export type PolicySearch = z.infer<typeof policySearchSchema>;

/** A page of policy search: `totalIsCapped` when more policies match than were counted. */
export const policySearchPageSchema = pageSchema(policySchema).extend({ totalIsCapped: z.boolean() });
export type PolicySearchPage = z.infer<typeof policySearchPageSchema>;
