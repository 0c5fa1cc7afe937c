import type { Language } from "../../shared/constants";

/**
 * What a column holds decides how CSV and PDF write it: money is whole
 * dollars, cents are an amount to the cent (stored as whole cents, so sums
 * stay exact).
 */
export type ColumnKind = "text" | "count" | "money" | "cents" | "percent" | "bytes" | "date";

export interface ReportColumn {
  header: string;
  kind: ColumnKind;
  /** Its share of the PDF's width, in proportion to the other columns' (1 when left out). */
  width?: number;
}

export type Cell = string | number | null;

/** A report as a table, the one shape every CSV and PDF answer is written from. */
export interface ReportTable {
  /** The reader's: the title, headers and labels are in it, and the PDF writes numbers and dates its way. */
  language: Language;
  title: string;
  /** What the figures are, in words (as of which day); the PDF prints it under the title. */
  subtitle?: string;
  columns: ReportColumn[];
  rows: Cell[][];
  /** A closing line such as the totals, written in bold in the PDF. */
  total?: Cell[];
}
