import { z } from "zod";
import { calendarDate } from "./calendar-date";
import { message } from "./messages/message";

/**
 * Homeowners (H03) rating (decision 0031): what a home is rated on, the seven
 * answers of the OIR-B1-1802 wind mitigation inspection form, the rate table
 * a version is loaded as, and the priced answer with its worksheet. Every
 * option list below is written worst to best where it can be improved: the
 * rate table's credits may never fall along that order.
 */
export const constructions = ["frame", "masonry"] as const;
export const aopDeductibles = [500, 1000, 2500] as const;
export const hurricaneDeductibles = ["500", "2%", "5%", "10%"] as const;
export const otherStructuresPercents = [2, 5, 10, 20] as const;
export const personalPropertyPercents = [25, 50, 70] as const;
export const lossOfUsePercents = [10, 20, 30] as const;

/** OIR-B1-1802's seven answers, each list worst to best. */
export const windMitigationOptions = {
  buildingCode: ["unknown", "sfbc1994", "fbc2001"],
  roofCovering: ["unknown", "notCompliant", "compliant"],
  roofDeckAttachment: ["unknown", "A", "B", "C", "D"],
  roofToWall: ["unknown", "toeNails", "clips", "singleWraps", "doubleWraps", "structural"],
  roofShape: ["other", "flat", "hip"],
  secondaryWaterResistance: ["unknown", "no", "yes"],
  openingProtection: ["none", "basic", "hurricane"],
} as const;
export type WindMitigationQuestion = keyof typeof windMitigationOptions;
export const windMitigationQuestions = Object.keys(windMitigationOptions) as WindMitigationQuestion[];
/** What an owner can change on a home (the building code and the roof's shape are what it was built with). */
export const improvableQuestions = [
  "roofCovering",
  "roofDeckAttachment",
  "roofToWall",
  "secondaryWaterResistance",
  "openingProtection",
] as const satisfies readonly WindMitigationQuestion[];

export const windMitigationSchema = z
  .object({
    buildingCode: z.enum(windMitigationOptions.buildingCode),
    roofCovering: z.enum(windMitigationOptions.roofCovering),
    roofDeckAttachment: z.enum(windMitigationOptions.roofDeckAttachment),
    roofToWall: z.enum(windMitigationOptions.roofToWall),
    roofShape: z.enum(windMitigationOptions.roofShape),
    secondaryWaterResistance: z.enum(windMitigationOptions.secondaryWaterResistance),
    openingProtection: z.enum(windMitigationOptions.openingProtection),
    /**
     * The day of the inspection on form OIR-B1-1802, valid for `windMitigationFormYears` (five at most): optional
     * for a quote, which then assumes a current form; required to issue.
     */
    inspectedOn: calendarDate(message("check.rating.inspectedOn")).optional(),
  })
  .strict();
export type WindMitigation = z.infer<typeof windMitigationSchema>;

/** The answers of a home nobody inspected: the least credit the table gives. */
export const uninspected: WindMitigation = {
  buildingCode: "unknown",
  roofCovering: "unknown",
  roofDeckAttachment: "unknown",
  roofToWall: "unknown",
  roofShape: "other",
  secondaryWaterResistance: "unknown",
  openingProtection: "none",
};

const oneOf = <T extends number>(options: readonly T[], refusal: string) =>
  z
    .number()
    .int(refusal)
    .refine((value) => options.includes(value as T), refusal);

const year = z.number().int(message("check.rating.year")).min(1800, message("check.rating.year")).max(2200);

/** What a home is rated on. Money in whole US dollars; ages are worked out on the day it is rated. */
export const homeSchema = z
  .object({
    /** Coverage A, the dwelling. */
    coverageA: z
      .number()
      .int(message("check.money.wholeDollars"))
      .positive(message("check.money.moreThanZero"))
      .max(100_000_000),
    yearBuilt: year,
    construction: z.enum(constructions),
    roofYear: year,
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, message("check.rating.zip")),
    protectionClass: z
      .number()
      .int(message("check.rating.protectionClass"))
      .min(1, message("check.rating.protectionClass"))
      .max(10, message("check.rating.protectionClass")),
    aopDeductible: oneOf(aopDeductibles, message("check.rating.aopDeductible")),
    hurricaneDeductible: z.enum(hurricaneDeductibles),
    /** Other structures, personal property and loss of use, as percentages of Coverage A. */
    otherStructuresPercent: oneOf(otherStructuresPercents, message("check.rating.percentOption")).default(10),
    personalPropertyPercent: oneOf(personalPropertyPercents, message("check.rating.percentOption")).default(50),
    lossOfUsePercent: oneOf(lossOfUsePercents, message("check.rating.percentOption")).default(20),
    /** The inspection's answers; null when the home has none. */
    windMitigation: windMitigationSchema.nullable(),
    /**
     * A roof inspection by an authorized inspector (s. 627.7011(5)): its day and the years of useful life it found
     * left. Needed to write a home whose roof has reached `roofInspectionAgeYears`; absent or null: none.
     */
    roofInspection: z
      .object({
        inspectedOn: calendarDate(message("check.rating.inspectedOn")),
        remainingLifeYears: z
          .number()
          .int(message("check.rating.remainingLife"))
          .min(0, message("check.rating.remainingLife"))
          .max(60, message("check.rating.remainingLife")),
      })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();
export type Home = z.infer<typeof homeSchema>;
export type HomeInput = z.input<typeof homeSchema>;

/**
 * The hurricane deductible option of a rated home ("500", "2%", "5%", "10%") in cents, for its Coverage A in
 * dollars: the claims deduct it, the declarations state it in dollars (s. 627.701(4)(a)).
 */
export function hurricaneDeductibleCents(option: string, coverageADollars: number): number {
  if (option.endsWith("%")) return Math.round(coverageADollars * Number(option.slice(0, -1)));
  return Number(option) * 100;
}

/** What an endorsement may change on a home: any input; `windMitigation` is replaced whole. */
export const homeChangesSchema = homeSchema
  .extend({
    otherStructuresPercent: oneOf(otherStructuresPercents, message("check.rating.percentOption")),
    personalPropertyPercent: oneOf(personalPropertyPercents, message("check.rating.percentOption")),
    lossOfUsePercent: oneOf(lossOfUsePercents, message("check.rating.percentOption")),
  })
  .partial()
  .strict();
export type HomeChanges = z.infer<typeof homeChangesSchema>;

/** POST /api/rating/ho3: a home, and the day it would start (today in Florida when left out). */
export const ho3RatingRequestSchema = homeSchema.extend({ effectiveDate: calendarDate().optional() }).strict();
export type Ho3RatingRequest = z.input<typeof ho3RatingRequestSchema>;

export const ratingParts = ["allOtherPerils", "hurricane", "fees", "total"] as const;
export type RatingPart = (typeof ratingParts)[number];

/** The worksheet's steps, in the order they are applied. */
export const worksheetStepKeys = [
  "aop.base",
  "aop.territory",
  "aop.construction",
  "aop.homeAge",
  "aop.roofAge",
  "aop.protectionClass",
  "aop.otherStructures",
  "aop.personalProperty",
  "aop.lossOfUse",
  "aop.deductible",
  "aop.rounded",
  "hurricane.base",
  "hurricane.territory",
  "hurricane.coastBand",
  "hurricane.construction",
  "hurricane.roofAge",
  "hurricane.otherStructures",
  "hurricane.personalProperty",
  "hurricane.lossOfUse",
  "hurricane.deductible",
  "hurricane.windMitigation",
  "hurricane.rounded",
  "fees.policyFee",
  "fees.emergencyFund",
  "total",
] as const;
export type WorksheetStepKey = (typeof worksheetStepKeys)[number];

/**
 * A worksheet step as stored with a quote or transaction: the input it
 * reads, the factor it multiplies by (a decimal string, exact) or the amount
 * it adds, and the part's running amount after it, in cents. Words come when
 * it is read, in the reader's language.
 */
export const worksheetStepSchema = z.object({
  key: z.enum(worksheetStepKeys),
  part: z.enum(ratingParts),
  /** What the step reads: a number, an option, or several (the territory and its ZIP code). */
  input: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  factor: z.string().nullable(),
  addCents: z.number().int().nullable(),
  amountCents: z.number().int(),
});
export type WorksheetStep = z.infer<typeof worksheetStepSchema>;

/** A home's price as stored with a quote, a transaction and the policy. */
export const storedRatingSchema = z.object({
  rateVersion: z.string(),
  /** The rate table's numbers are illustrative, not a filing. */
  illustrative: z.boolean(),
  /** The day the home was rated for (ages are counted to its year). */
  ratedOn: z.string(),
  totalCents: z.number().int(),
  allOtherPerilsCents: z.number().int(),
  hurricaneCents: z.number().int(),
  feesCents: z.number().int(),
  windMitigationCreditPercent: z.number(),
  steps: z.array(worksheetStepSchema),
});
export type StoredRating = z.infer<typeof storedRatingSchema>;

/** A worksheet line as a person reads it, in their language. */
export const worksheetLineSchema = z.object({
  key: z.enum(worksheetStepKeys),
  part: z.enum(ratingParts),
  /** The factor's name ("Roof age"). */
  name: z.string(),
  /** What the home has ("2019, 7 years"). */
  value: z.string(),
  /** What it does to the price ("× 1.150", "+ $25.00", "− 32.0%"). */
  effect: z.string(),
  /** The multiplier, when the step multiplies. */
  factor: z.number().nullable(),
  /** The part's running amount after the step, in cents. */
  amountCents: z.number().int(),
});
export type WorksheetLine = z.infer<typeof worksheetLineSchema>;

/** POST /api/rating/ho3's answer; also a quote's, a transaction's and a policy's price of a home: the stored price, its steps worded. */
export const ho3RatingSchema = storedRatingSchema
  .omit({ steps: true })
  .extend({ worksheet: z.array(worksheetLineSchema) });
export type Ho3Rating = z.infer<typeof ho3RatingSchema>;

/** The public calculator: a home's answers (no personal data) and the table it is priced by. */
export const windCreditRequestSchema = windMitigationSchema;
export const windCreditSchema = z.object({
  rateVersion: z.string(),
  illustrative: z.boolean(),
  creditPercent: z.number(),
  maxCreditPercent: z.number(),
  /** The credit a home nobody inspected gets. */
  uninspectedCreditPercent: z.number(),
  /** Each better answer an owner could reach, one change at a time, and what it would add. */
  improvements: z.array(
    z.object({
      question: z.enum(improvableQuestions),
      answer: z.string(),
      creditPercent: z.number(),
      addsPercent: z.number(),
    }),
  ),
});
export type WindCredit = z.infer<typeof windCreditSchema>;

// ---- The rate table: what a version is loaded as (POST /api/rating/versions) ----

/** A multiplier with at most three decimals, so the engine's arithmetic stays exact. */
const factor = z
  .number()
  .positive()
  .max(100)
  .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-9, message("check.rating.factorDecimals"));
const perilFactors = z.object({ allOtherPerils: factor, hurricane: factor }).strict();
export const coastBands = ["under1", "1to5", "5to10", "over10"] as const;

const ageBands = (shape: z.ZodType) =>
  z.array(z.object({ upToYears: z.number().int().min(0).nullable(), factors: shape }).strict()).min(1);

export const rateTableSchema = z
  .object({
    product: z.literal("ho3"),
    version: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, message("check.rating.version")),
    illustrative: z.boolean(),
    note: z.string().max(2000),
    /** New business starting on or after this day is rated by this version (until a later one). */
    newBusinessFrom: calendarDate(),
    /** Renewals starting on or after this day are rated by this version. */
    renewalFrom: calendarDate(),
    coverageA: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }).strict(),
    /** Cents per $1,000 of Coverage A. */
    baseRates: z
      .object({ allOtherPerils: z.number().int().positive(), hurricane: z.number().int().positive() })
      .strict(),
    territories: z.record(z.string().regex(/^[A-Z0-9]{1,6}$/), perilFactors.extend({ name: z.string() }).strict()),
    /** Five-digit ZIP codes first, then three-digit prefixes. */
    zipCodes: z.record(
      z.string().regex(/^\d{3}(\d{2})?$/),
      z.object({ territory: z.string(), coastBand: z.enum(coastBands) }).strict(),
    ),
    coastBands: z.object(
      Object.fromEntries(coastBands.map((band) => [band, factor])) as Record<
        (typeof coastBands)[number],
        typeof factor
      >,
    ),
    construction: z.object({ frame: perilFactors, masonry: perilFactors }).strict(),
    /** By the home's age in whole years, youngest band first; the last band has no upper end. */
    homeAge: ageBands(factor),
    roofAge: ageBands(perilFactors),
    /** Protection classes 1 to 10. */
    protectionClass: z.array(factor).length(10),
    otherStructures: z.record(z.string(), factor),
    personalProperty: z.record(z.string(), factor),
    lossOfUse: z.record(z.string(), factor),
    aopDeductible: z.record(z.string(), factor),
    hurricaneDeductible: z.record(z.string(), factor),
    windMitigation: z
      .object({
        /** No credit above this, whatever the table says. */
        maxCreditPercent: z.number().min(0).max(100),
        /** Each answer's group in the credit table (answers the table does not tell apart share one). */
        groups: z.object(
          Object.fromEntries(
            windMitigationQuestions.map((question) => [question, z.record(z.string(), z.string())]),
          ) as Record<WindMitigationQuestion, z.ZodRecord<z.ZodString, z.ZodString>>,
        ),
        /** Credit in percent of the hurricane part, by the groups of the seven answers joined with "|", in the order of the form. */
        credits: z.record(z.string(), z.number().min(0).max(100)),
      })
      .strict(),
    /** Flat fees added after the two parts, in cents. */
    fees: z.object({ policyFeeCents: z.number().int().min(0), emergencyFundCents: z.number().int().min(0) }).strict(),
  })
  .strict();
export type RateTable = z.infer<typeof rateTableSchema>;

/** A loaded version, as the list of versions shows it. */
export const rateVersionSchema = z.object({
  id: z.string(),
  version: z.string(),
  illustrative: z.boolean(),
  note: z.string(),
  newBusinessFrom: z.string(),
  renewalFrom: z.string(),
  loadedAt: z.string(),
  loadedBy: z.string().nullable(),
  /** Who loaded it; null for the version installed with the site (or a user since deleted). */
  loadedByName: z.string().nullable(),
});
export type RateVersion = z.infer<typeof rateVersionSchema>;
