import { z } from "zod";
import { billingReportFormats } from "./billing-reports";

/**
 * GET /api/catastrophes/report: claims counted and their money summed by
 * catastrophe and by the county of the loss (decision 0047). Amounts in
 * cents; paid is what was issued (loss and expense, interest included),
 * outstanding what is still reserved or waits for approval, and
 * incurred = paid + outstanding on every row.
 */
export const catastropheReportQuerySchema = z.object({ format: z.enum(billingReportFormats).default("json") }).strict();

export const catastropheFiguresSchema = z.object({
  claims: z.number().int(),
  openClaims: z.number().int(),
  lossPaidCents: z.number().int(),
  expensePaidCents: z.number().int(),
  outstandingCents: z.number().int(),
  incurredCents: z.number().int(),
});
export type CatastropheFigures = z.infer<typeof catastropheFiguresSchema>;

export const catastropheReportSchema = z.object({
  rows: z.array(
    catastropheFiguresSchema.extend({
      /** null: the claims coded to no catastrophe. */
      catastropheId: z.string().nullable(),
      catastropheName: z.string().nullable(),
      /** The Florida county of the loss's ZIP code; null when the ZIP code is not a Florida one. */
      county: z.string().nullable(),
    }),
  ),
  total: catastropheFiguresSchema,
});
export type CatastropheReport = z.infer<typeof catastropheReportSchema>;
