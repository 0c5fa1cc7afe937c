import { z } from "zod";

/** The reports staff and agents can download (POST /api/reports/{type}). */
export const reportTypes = [
  "portfolio-summary",
  "premium-by-status",
  "documents-by-status",
  "claims-register",
] as const;
export type ReportType = (typeof reportTypes)[number];
export const reportFormats = ["csv", "pdf"] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const reportParamsSchema = z.object({ type: z.string().min(1).max(100) });
export const reportRequestSchema = z.object({ format: z.enum(reportFormats).default("csv") }).strict();
export type ReportRequest = z.infer<typeof reportRequestSchema>;
