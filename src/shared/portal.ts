import { z } from "zod";
import { message } from "./messages/message";
import { calendarDate } from "./calendar-date";
import { maxPageSize } from "./policy";

/** SPEC §4: the portal statuses the dashboard shows, each with its icon. */
export const portalStatuses = ["Active", "Pending", "Draft", "Cancelled", "Expired"] as const;
/**
 * SPEC §3's new-portal default "General", then §9's five business types, each
 * with its icon. A portal's business type is the line of business it works in,
 * not the insured's legal form (a policy's Corporation, LLC...): portals that
 * held a legal form became General (migration 0016).
 */
export const portalBusinessTypes = [
  "General",
  "Manufacturing",
  "Technology Services",
  "Transportation & Logistics",
  "Healthcare Services",
  "Construction",
] as const;
export type PortalBusinessType = (typeof portalBusinessTypes)[number];
export const coverageTypes = ["Standard", "Enhanced", "Premium"] as const;

/** SPEC §3 and §9: what a new portal starts with. Expiration is 365 days after the effective date. */
export const newPortalDefaults = {
  QsmConfigName: "New Portal",
  NameInsured: "Enter Company Name",
  SchemaID: "NEW",
  policyNumber: "TBD",
  status: "Draft",
  businessType: "General",
  coverageType: "Standard",
  premiumAmount: 0,
} as const;
export const newPortalTermDays = 365;

export const dashboardPageSize = 10;

const isoDate = calendarDate();

/** SPEC §3 "Portal", with the spec's own field names. */
export const portalSchema = z.object({
  diHeaderGUID: z.string(),
  portalIdentity: z.string(),
  QsmConfigName: z.string(),
  NameInsured: z.string(),
  SchemaID: z.string(),
  policyId: z.string().nullable(),
  policyNumber: z.string(),
  status: z.enum(portalStatuses),
  businessType: z.enum(portalBusinessTypes),
  coverageType: z.enum(coverageTypes),
  effectiveDate: z.string(),
  expirationDate: z.string(),
  premiumAmount: z.number(),
  /** The name of the user who created it. */
  sysCreatedBy: z.string().nullable(),
  agentId: z.string().nullable(),
  documentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Portal = z.infer<typeof portalSchema>;

const portalFields = z
  .object({
    QsmConfigName: z.string().trim().min(1, message("check.portal.name")).max(200),
    NameInsured: z.string().trim().min(1, message("check.portal.companyName")).max(200),
    SchemaID: z.string().trim().min(1).max(50),
    /** Links the portal to this policy; its number, dates and premium are copied when not given. */
    policyId: z.string().min(1).max(100).nullable(),
    policyNumber: z.string().trim().min(1).max(50),
    status: z.enum(portalStatuses),
    businessType: z.enum(portalBusinessTypes),
    coverageType: z.enum(coverageTypes),
    effectiveDate: isoDate,
    expirationDate: isoDate,
    premiumAmount: z
      .number()
      .int(message("check.money.wholeDollars"))
      .min(0, message("check.money.notNegative"))
      .max(1_000_000_000),
    /** The agent's user id; staff only (an agent's portals are always their own). */
    agentId: z.string().min(1).max(100).nullable(),
  })
  .strict();

const endsAfterItStarts = (portal: { effectiveDate?: string; expirationDate?: string }) =>
  !portal.effectiveDate || !portal.expirationDate || portal.expirationDate > portal.effectiveDate;
const expirationRule = { path: ["expirationDate"], message: message("check.date.expirationAfterEffective") };

/** Creating a portal: every field optional, the §3 defaults fill the rest. */
export const newPortalSchema = portalFields.partial().refine(endsAfterItStarts, expirationRule);
/** The portal form (new and edit): every detail a person types, all of them given. */
export const portalFormSchema = portalFields
  .omit({ policyId: true, agentId: true })
  .refine(endsAfterItStarts, expirationRule);
export type PortalFormValues = z.infer<typeof portalFormSchema>;
export type NewPortal = z.infer<typeof newPortalSchema>;
export const portalChangeSchema = portalFields.partial();
export type PortalChange = z.infer<typeof portalChangeSchema>;

export const portalSortFields = [
  "createdAt",
  "QsmConfigName",
  "NameInsured",
  "policyNumber",
  "premiumAmount",
  "status",
  "businessType",
] as const;

/** The dashboard's filter body (SPEC §7 POST /api/home/portals); empty means the first page of all. */
export const portalFilterSchema = z
  .object({
    searchTerm: z.string().trim().max(200).optional(),
    status: z.enum(portalStatuses).optional(),
    businessType: z.enum(portalBusinessTypes).optional(),
    sortBy: z.enum(portalSortFields).default("createdAt"),
    sortDirection: z.enum(["asc", "desc"]).default("desc"),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(maxPageSize).default(dashboardPageSize),
  })
  .strict();
export type PortalFilter = z.infer<typeof portalFilterSchema>;

/** A portal in a path: its portalIdentity or diHeaderGUID (SPEC §7). */
export const portalParams = z.object({ id: z.string().min(1).max(100) });
