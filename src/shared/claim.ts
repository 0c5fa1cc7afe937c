import { z } from "zod";
import { calendarDate, todayInFlorida } from "./calendar-date";
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

/** Photos of the damage a claim may carry. */
export const claimPhotoLimits = {
  count: 10,
  bytes: 10 * 1024 * 1024,
  mediaTypes: ["image/jpeg", "image/png", "image/webp", "image/heic", "image/gif"],
} as const;

export const claimPhotoSchema = z.object({ photoId: z.string(), name: z.string(), size: z.number() });
export type ClaimPhoto = z.infer<typeof claimPhotoSchema>;

const yesNo = z.enum(["Yes", "No"], "Choose Yes or No.");
const required = (message: string) => z.string().trim().min(1, message).max(200);

/** SPEC §3 "Claim": what the wizard sends to POST /api/claims, with the spec's field names. */
export const claimSubmissionSchema = z
  .object({
    member: z
      .object({
        firstName: required("Enter the member's first name."),
        lastName: required("Enter the member's last name."),
        policyNumber: required("Enter the policy number.").max(50),
      })
      .strict(),
    loss: z
      .object({
        dateOfLoss: calendarDate("Enter the date of loss.").refine(
          (date) => date <= todayInFlorida(),
          "The date of loss cannot be in the future.",
        ),
        category: z.enum(claimCategories, "Choose a category."),
        notifierFirstName: required("Enter your first name."),
        notifierLastName: required("Enter your last name."),
        notifierEmail: z.email("Enter a valid e-mail address.").max(200),
        relationshipToMember: z.enum(claimRelationships, "Choose your relationship to the member."),
      })
      .strict(),
    location: z
      .object({
        address1: required("Enter the address."),
        address2: z.string().trim().max(200).optional(),
        city: required("Enter the city.").max(100),
        state: z.enum(claimStates, "Choose a state."),
        zip: required("Enter the ZIP code.").max(20),
        lossDetails: z.string().trim().min(1, "Describe what happened.").max(5000),
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
      .array(z.uuid("Upload the photo again."))
      .max(claimPhotoLimits.count, `Attach at most ${claimPhotoLimits.count} photos.`)
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

/** The longest note staff may write to the insured with a status change. */
export const claimNoteMaxLength = 1000;

/** PATCH /api/claims/{id}: where the claim stands, and an optional note the insured reads in their e-mail. */
export const claimStatusChangeSchema = z
  .object({
    status: z.enum(claimStatuses, "Choose a status."),
    note: z
      .string()
      .trim()
      .max(claimNoteMaxLength, `Keep the note under ${claimNoteMaxLength} characters.`)
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
