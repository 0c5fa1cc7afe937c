import { z } from "zod";
import { message } from "./messages/message";
import { calendarDate, todayInFlorida } from "./calendar-date";
import { claimNoteMaxLength, claimPhotoLimits } from "./claim-limits";
import { maxPageSize, usStates } from "./policy";

/** SPEC §9 option lists of the claim wizard. */
export const claimCategories = [
  "Water Damage",
  "Fire Damage",
  "Wind/Storm Damage",
  "Theft/Burglary",
  "Vandalism",
  "Liability Claim",
  "Other",
] as const;
export const claimRelationships = ["Self (Policyholder)", "Spouse", "Child", "Parent", "Agent", "Other"] as const;
/** SPEC §9 claim states: the same ten as the policy forms. */
export const claimStates = usStates;
export const claimSteps = 5;
export type ClaimCategory = (typeof claimCategories)[number];

/** Where a claim stands; staff move it along (the member portal shows it as a timeline). */
export const claimStatuses = ["received", "assigned", "adjuster contact", "closed"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export { claimNoteMaxLength, claimPhotoLimits };

export const claimPhotoSchema = z.object({ photoId: z.string(), name: z.string(), size: z.number() });
export type ClaimPhoto = z.infer<typeof claimPhotoSchema>;

const yesNo = z.enum(["Yes", "No"], message("check.yesOrNo"));
const required = (refusal: string) => z.string().trim().min(1, refusal).max(200);

/** SPEC §3 "Claim": what the wizard sends to POST /api/claims, with the spec's field names. */
export const claimSubmissionSchema = z
  .object({
    member: z
      .object({
        firstName: required(message("check.claim.memberFirstName")),
        lastName: required(message("check.claim.memberLastName")),
        policyNumber: required(message("check.policyNumber")).max(50),
      })
      .strict(),
    loss: z
      .object({
        dateOfLoss: calendarDate(message("check.claim.dateOfLoss")).refine(
          (date) => date <= todayInFlorida(),
          message("check.claim.futureLoss"),
        ),
        category: z.enum(claimCategories, message("check.claim.category")),
        notifierFirstName: required(message("check.firstName")),
        notifierLastName: required(message("check.lastName")),
        notifierEmail: z.email(message("check.email.valid")).max(200),
        relationshipToMember: z.enum(claimRelationships, message("check.claim.relationship")),
      })
      .strict(),
    location: z
      .object({
        address1: required(message("check.claim.address")),
        address2: z.string().trim().max(200).optional(),
        city: required(message("check.claim.city")).max(100),
        state: z.enum(claimStates, message("check.chooseState")),
        zip: required(message("check.claim.zip")).max(20),
        lossDetails: z.string().trim().min(1, message("check.claim.lossDetails")).max(5000),
        isHomeHabitable: yesNo,
      })
      .strict(),
    exposures: z
      .object({
        dwellingDamaged: yesNo,
        otherStructuresDamaged: yesNo,
        personalPropertyDamaged: yesNo,
        additionalLivingExpenses: yesNo,
      })
      .strict(),
    /** Photos uploaded beforehand with POST /api/claims/photos; not part of the spec's shape. */
    photoIds: z
      .array(z.uuid(message("check.claim.photoAgain")))
      .max(claimPhotoLimits.count, message("check.claim.tooManyPhotos"))
      .optional(),
  })
  .strict();
export type ClaimSubmission = z.infer<typeof claimSubmissionSchema>;

export const claimReceiptSchema = z.object({ claimNumber: z.string(), submittedAt: z.string() });

/** A claim as staff list it. */
export const claimSummarySchema = z.object({
  id: z.string(),
  claimNumber: z.string(),
  status: z.enum(claimStatuses),
  policyNumber: z.string(),
  policyId: z.string().nullable(),
  memberName: z.string(),
  notifierEmail: z.string(),
  dateOfLoss: z.string(),
  category: z.string(),
  city: z.string(),
  state: z.string(),
  createdAt: z.string(),
  /** The adjuster the claim is assigned to, if any. */
  adjusterId: z.string().nullable(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimSearchSchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** Only the claims linked to this policy. */
  policyId: z.string().min(1).max(100).optional(),
  status: z.enum(claimStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(10),
});
export type ClaimSearch = z.infer<typeof claimSearchSchema>;

/** PATCH /api/claims/{id}: where the claim stands, and an optional note the insured reads in their e-mail. */
export const claimStatusChangeSchema = z
  .object({
    status: z.enum(claimStatuses, message("check.claim.status")),
    note: z
      .string()
      .trim()
      .max(claimNoteMaxLength, message("check.claim.noteTooLong"))
      .optional()
      .transform((note) => note || undefined),
  })
  .strict();
export type ClaimStatusChange = z.infer<typeof claimStatusChangeSchema>;

/** One step of a claim's timeline; `changedBy` is null for the claimant's own filing. */
export const claimStatusEventSchema = z.object({
  status: z.enum(claimStatuses),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
  /** The staff member's name, as staff see it. */
  changedByName: z.string().nullable(),
  note: z.string().nullable(),
});
export type ClaimStatusEvent = z.infer<typeof claimStatusEventSchema>;
