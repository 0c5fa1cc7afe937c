import { z } from "zod";
import { calendarDate } from "./calendar-date";

/**
 * Billing's back-office reports: written, earned and
 * unearned premium as of a day, aged receivables, and the delinquency list.
 * Amounts in cents; days are Florida calendar days.
 */

export const billingReportFormats = ["json", "csv", "pdf"] as const;
export type BillingReportFormat = (typeof billingReportFormats)[number];
/** The files a report downloads as. */
export const billingReportFiles = ["csv", "pdf"] as const satisfies readonly BillingReportFormat[];
export type BillingReportFile = (typeof billingReportFiles)[number];

export const billingReportNames = ["premium", "aged-receivables"] as const;
export type BillingReportName = (typeof billingReportNames)[number];

/** GET /api/billing/reports/{name}?asOf=&format=: as of the end of a day (today in Florida when left out). */
export const billingReportQuerySchema = z
  .object({
    asOf: calendarDate().optional(),
    format: z.enum(billingReportFormats).default("json"),
  })
  .strict();
export type BillingReportQuery = z.infer<typeof billingReportQuerySchema>;

export const premiumFiguresSchema = z.object({
  writtenCents: z.number(),
  earnedCents: z.number(),
  unearnedCents: z.number(),
});
export type PremiumFigures = z.infer<typeof premiumFiguresSchema>;

const policyNamed = {
  policyId: z.string(),
  policyNumber: z.string(),
  insuredName: z.string(),
};

/** Written, earned and unearned premium of each policy and of the book; earned + unearned = written on every line. */
export const premiumReportSchema = z.object({
  asOf: z.string(),
  policies: z.array(premiumFiguresSchema.extend(policyNamed)),
  total: premiumFiguresSchema,
});
export type PremiumReport = z.infer<typeof premiumReportSchema>;
export type PremiumReportLine = PremiumReport["policies"][number];

/**
 * The aging buckets of open invoices, by days past due as of the report's
 * day: not yet due (due that day or later), then 1–30, 31–60, 61–90 and over
 * 90 days. `throughDays` is each bucket's last day past due.
 */
export const agingBuckets = [
  { bucket: "current", throughDays: 0 },
  { bucket: "days1To30", throughDays: 30 },
  { bucket: "days31To60", throughDays: 60 },
  { bucket: "days61To90", throughDays: 90 },
  { bucket: "over90Days", throughDays: Number.POSITIVE_INFINITY },
] as const;
export type AgingBucket = (typeof agingBuckets)[number]["bucket"];

export const agingFiguresSchema = z.object({
  currentCents: z.number(),
  days1To30Cents: z.number(),
  days31To60Cents: z.number(),
  days61To90Cents: z.number(),
  over90DaysCents: z.number(),
  totalCents: z.number(),
});
export type AgingFigures = z.infer<typeof agingFiguresSchema>;

/** What is open on each policy's invoices, by how long past due; the policies with something open. */
export const agedReceivablesSchema = z.object({
  asOf: z.string(),
  policies: z.array(agingFiguresSchema.extend(policyNamed)),
  total: agingFiguresSchema,
});
export type AgedReceivables = z.infer<typeof agedReceivablesSchema>;
export type AgedReceivablesLine = AgedReceivables["policies"][number];

/** GET /api/billing/delinquent: past-due invoices, paged. */
export const delinquentSearchSchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type DelinquentSearch = z.infer<typeof delinquentSearchSchema>;

/** A notice of cancellation for non-payment: the issued cancellation, not reinstated since. */
export const nonPaymentNoticeSchema = z.object({
  transactionId: z.string(),
  /** The Florida day it was issued. */
  issuedOn: z.string(),
  /** The day the policy is (or was) cancelled. */
  effectiveDate: z.string(),
});
export type NonPaymentNotice = z.infer<typeof nonPaymentNoticeSchema>;

/** One past-due invoice, with the notice of cancellation for non-payment of its policy when one stands. */
export const delinquentInvoiceSchema = z.object({
  ...policyNamed,
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  dueOn: z.string(),
  daysPastDue: z.number(),
  openCents: z.number(),
  notice: nonPaymentNoticeSchema.nullable(),
});
export type DelinquentInvoice = z.infer<typeof delinquentInvoiceSchema>;
