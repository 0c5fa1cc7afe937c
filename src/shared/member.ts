import { z } from "zod";
import { message } from "./messages/message";
import { claimCategories, claimStatuses } from "./claim";
import { claimDecisions, claimLetterKinds, reserveLines } from "./claim-file";
import { supportedLanguages } from "./constants";

/**
 * The member portal: a policyholder asks for a sign-in link with
 * their e-mail and policy number, then sees their own policies, documents and
 * claims, pays, and records how they want to hear from us.
 */

/** How long an e-mailed sign-in link works. */
export const memberLinkLifetimeMinutes = 15;

/** POST /api/member/access: SPEC §3 "Member login form" (email, policy number). */
export const memberAccessSchema = z
  .object({
    email: z.string().trim().min(1, message("check.member.email")).max(254).email(message("check.member.validEmail")),
    policyNumber: z.string().trim().min(1, message("check.member.policyNumber")).max(40),
  })
  .strict();
export type MemberAccess = z.infer<typeof memberAccessSchema>;

export const policyAgentContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** What a member sees of one of their policies. Money is whole US dollars. */
export const memberPolicySchema = z.object({
  id: z.string(),
  policyNumber: z.string(),
  policyType: z.string(),
  status: z.string(),
  insuredName: z.string(),
  coverage: z.number(),
  premium: z.number(),
  effectiveDate: z.string(),
  expirationDate: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** A home the rate table prices: its worksheet says why the premium is what it is (decision 0031). */
  rated: z.boolean(),
  /** The insured's contact details on file: they fill the claim wizard and the payment form. */
  insured: z.object({ contactName: z.string().nullable(), email: z.string() }),
  agent: policyAgentContactSchema.nullable(),
});
export type MemberPolicy = z.infer<typeof memberPolicySchema>;

/** A document staff marked as visible to the insured. */
export const memberDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  modifiedAt: z.string(),
  hasFile: z.boolean(),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;

/** One step of a claim as the insured sees it: no staff names. */
export const memberClaimStepSchema = z.object({
  status: z.enum(claimStatuses),
  changedAt: z.string(),
  note: z.string().nullable(),
});

export const memberClaimSchema = z.object({
  id: z.string(),
  claimNumber: z.string(),
  status: z.enum(claimStatuses),
  category: z.enum(claimCategories),
  dateOfLoss: z.string(),
  createdAt: z.string(),
  timeline: z.array(memberClaimStepSchema),
  /** Who handles the claim and how to reach them; null until one is assigned. */
  adjuster: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  /** The day we will tell the insured our decision by (s. 627.70131(7)); null once decided or closed. */
  decisionDueOn: z.string().nullable(),
  decision: z.enum(claimDecisions).nullable(),
  /** What was paid, each with its deductible arithmetic (payments waiting for approval or voided are not shown). */
  payments: z.array(
    z.object({
      id: z.string(),
      paidOn: z.string(),
      coverage: z.enum(reserveLines),
      grossCents: z.number().int(),
      deductibleCents: z.number().int(),
      deductibleLeftCents: z.number().int(),
      netCents: z.number().int(),
      interestCents: z.number().int(),
    }),
  ),
  /** The letters sent about the claim: each a document of the policy (GET …/documents/{documentId}/file). */
  letters: z.array(z.object({ kind: z.enum(claimLetterKinds), documentId: z.string(), sentAt: z.string() })),
});
export type MemberClaim = z.infer<typeof memberClaimSchema>;

/** The privacy notice's electronic-communication preference. */
export const communicationPreferences = ["email", "paper"] as const;
export type CommunicationPreference = (typeof communicationPreferences)[number];

export const memberPreferencesSchema = z.object({
  communication: z.enum(communicationPreferences),
  /** When the insured last chose; null while the default (e-mail) stands. */
  chosenAt: z.string().nullable(),
  /** The language of our e-mails to the insured (a claim's progress when someone else reported it); null until chosen: English. */
  language: z.enum(supportedLanguages).nullable(),
});
export type MemberPreferences = z.infer<typeof memberPreferencesSchema>;

export const memberPreferencesChangeSchema = z
  .object({
    communication: z.enum(communicationPreferences, message("check.member.communication")),
    /** Left out, the language stays as it is. */
    language: z.enum(supportedLanguages, message("check.language")).optional(),
  })
  .strict();
export type MemberPreferencesChange = z.infer<typeof memberPreferencesChangeSchema>;
