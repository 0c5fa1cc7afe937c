import { z } from "zod";
import { message } from "./messages/message";
import { calendarDate } from "./calendar-date";

/** The kinds of general-liability product the catalogue holds. */
export const glProductTypes = [
  "General Liability",
  "Products-Completed Operations",
  "Premises Liability",
  "Contractors Liability",
  "Liquor Liability",
  "Umbrella",
] as const;
/** SPEC §4: a GL product is active, inactive or draft (the default). */
export const glProductStatuses = ["active", "inactive", "draft"] as const;
/** SPEC §9: the list's page sizes; any other value is refused. */
export const glPageSizes = [10, 25, 50, 100] as const;
export const glDefaultPageSize = 10;
export const glProductSortFields = ["name", "productType", "status", "effectiveDate", "premium", "updatedAt"] as const;

/** Coverage lines a product commonly lists; the form offers them, but any line may be typed. */
export const glCoverageCatalogue = [
  "Each Occurrence $1,000,000",
  "General Aggregate $2,000,000",
  "Products-Completed Operations Aggregate $2,000,000",
  "Personal and Advertising Injury $1,000,000",
  "Damage to Premises Rented to You $100,000",
  "Medical Expense $5,000",
  "Liquor Liability Each Common Cause $1,000,000",
  "Umbrella Each Occurrence $5,000,000",
] as const;

/** ISO forms the form offers, by their printed number (edition date last). */
export const glFormCatalogue = [
  { number: "CG 00 01 04 13", title: "Commercial General Liability Coverage Form (Occurrence)" },
  { number: "CG 00 02 04 13", title: "Commercial General Liability Coverage Form (Claims-Made)" },
  { number: "CG 00 33 04 13", title: "Liquor Liability Coverage Form" },
  { number: "CG 20 10 12 19", title: "Additional Insured - Owners, Lessees or Contractors - Scheduled Person" },
  { number: "CG 20 37 12 19", title: "Additional Insured - Owners, Lessees or Contractors - Completed Operations" },
  { number: "CG 21 47 12 07", title: "Employment-Related Practices Exclusion" },
  { number: "CG 24 04 05 09", title: "Waiver of Transfer of Rights of Recovery Against Others to Us" },
  { number: "CG 25 03 05 09", title: "Designated Construction Project(s) General Aggregate Limit" },
  { number: "CU 00 01 04 13", title: "Commercial Liability Umbrella Coverage Form" },
  { number: "IL 00 17 11 98", title: "Common Policy Conditions" },
] as const;

const isoDate = calendarDate(message("check.date.example"));
const coverageLine = z.string().trim().min(1, message("check.glProduct.coverage")).max(200);
// Two letters, then four pairs of digits: form series, number and edition month and year.
const formNumber = z
  .string()
  .trim()
  .regex(/^[A-Z]{2} \d{2} \d{2} \d{2} \d{2}$/, message("check.glProduct.formNumber"));

/** Every field a product form edits; each can be checked alone on field exit. */
const glProductFields = z
  .object({
    name: z
      .string({ error: message("check.glProduct.name") })
      .trim()
      .min(1, message("check.glProduct.name"))
      .max(200),
    description: z.string().trim().max(4000).nullable().optional(),
    productType: z.enum(glProductTypes, { error: message("check.glProduct.productType") }),
    status: z.enum(glProductStatuses, { error: message("check.glProduct.status") }),
    effectiveDate: isoDate,
    /** Optional: a product with no expiration date stays on sale. */
    expirationDate: isoDate.nullable().optional(),
    /** Base annual premium, whole US dollars. */
    premium: z
      .number({ error: message("check.glProduct.premium") })
      .int(message("check.money.wholeDollars"))
      .positive(message("check.money.moreThanZero"))
      .max(1_000_000_000),
    coverage: z
      .array(coverageLine, { error: message("check.glProduct.atLeastOneCoverage") })
      .min(1, message("check.glProduct.atLeastOneCoverage"))
      .max(50),
    forms: z.array(formNumber).max(50),
  })
  .strict();

export const glProductFieldNames = glProductFields.keyof().options;
export type GlProductFieldName = (typeof glProductFieldNames)[number];

/** One field's own rule, for checking it on field exit exactly as a save would. */
export const glProductFieldSchema = (field: GlProductFieldName): z.ZodType => glProductFields.shape[field];

const datesInOrder = (product: { effectiveDate?: string; expirationDate?: string | null }) =>
  !product.expirationDate || !product.effectiveDate || product.expirationDate > product.effectiveDate;

/** A new product (POST), and the whole product on save (PUT, GL_OnSave): fields left out take these defaults. */
export const newGlProductSchema = glProductFields
  .extend({ status: glProductFields.shape.status.default("draft"), forms: glProductFields.shape.forms.default([]) })
  .refine(datesInOrder, { path: ["expirationDate"], message: message("check.date.expirationAfterEffective") });
export type NewGlProduct = z.infer<typeof newGlProductSchema>;

/**
 * An edit (PATCH, GL_OnEdit): only the fields sent change. The dates' order
 * is checked again on the server against the stored values.
 */
export const glProductChangeSchema = glProductFields
  .partial()
  .refine(datesInOrder, { path: ["expirationDate"], message: message("check.date.expirationAfterEffective") })
  .refine((change) => Object.keys(change).length > 0, { message: message("check.anyChange") });
export type GlProductChange = z.infer<typeof glProductChangeSchema>;

export const glProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  productType: z.enum(glProductTypes),
  status: z.enum(glProductStatuses),
  effectiveDate: z.string(),
  expirationDate: z.string().nullable(),
  premium: z.number(),
  coverage: z.array(z.string()),
  forms: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GlProduct = z.infer<typeof glProductSchema>;

/** SPEC §3 list query: page, pageSize, searchTerm, productType, status, sortBy, sortDirection. */
export const glProductListSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (glPageSizes as readonly number[]).includes(size), message("check.glProduct.pageSize"))
    .default(glDefaultPageSize),
  /** Part of the name or description; % and _ are taken literally. */
  searchTerm: z.string().trim().max(200).optional(),
  productType: z.enum(glProductTypes).optional(),
  status: z.enum(glProductStatuses).optional(),
  sortBy: z.enum(glProductSortFields).default("name"),
  sortDirection: z.enum(["asc", "desc"]).default("asc"),
});
export type GlProductList = z.infer<typeof glProductListSchema>;

/**
 * Field exit (POST /api/gl-products/validate, GL_OnFieldExit): one field
 * checked with the save's own rule, and a name also for uniqueness among
 * products not archived, leaving out `productId` (the product being edited).
 * The answer is a success envelope either way: `data.valid` says whether the
 * value may be saved; when it may not, `data.message` (also the envelope's
 * message) is what to show under the field and `errors` holds every problem.
 * Only a malformed request (an unknown field name) answers 400.
 */
export const glFieldCheckSchema = z
  .object({
    fieldName: z.enum(glProductFieldNames, { error: message("check.glProduct.fieldName") }),
    fieldValue: z.unknown(),
    productId: z.string().min(1).max(100).nullable().optional(),
  })
  .strict();
export type GlFieldCheck = z.infer<typeof glFieldCheckSchema>;
export const glFieldCheckResultSchema = z.object({
  valid: z.boolean(),
  /** The first problem's message; null when the value may be saved. */
  message: z.string().nullable(),
});
export type GlFieldCheckResult = z.infer<typeof glFieldCheckResultSchema>;

/** GL_FormSelector: everything the product form and list offer to choose from. */
export const glFormOptionsSchema = z.object({
  productTypes: z.array(z.enum(glProductTypes)),
  statuses: z.array(z.enum(glProductStatuses)),
  defaultStatus: z.enum(glProductStatuses),
  pageSizes: z.array(z.number()),
  defaultPageSize: z.number(),
  sortFields: z.array(z.enum(glProductSortFields)),
  fieldNames: z.array(z.enum(glProductFieldNames)),
  coverage: z.array(z.string()),
  forms: z.array(z.object({ number: z.string(), title: z.string() })),
});
export type GlFormOptions = z.infer<typeof glFormOptionsSchema>;

export const glFormOptions: GlFormOptions = {
  productTypes: [...glProductTypes],
  statuses: [...glProductStatuses],
  defaultStatus: "draft",
  pageSizes: [...glPageSizes],
  defaultPageSize: glDefaultPageSize,
  sortFields: [...glProductSortFields],
  fieldNames: [...glProductFieldNames],
  coverage: [...glCoverageCatalogue],
  forms: glFormCatalogue.map((form) => ({ ...form })),
};
