import type { Language } from "../../shared/constants";

/** A report as a table: what each column holds decides how CSV and PDF write it. */
export type ColumnKind = "text" | "count" | "money" | "percent" | "bytes" | "date";

export interface ReportColumn {
  header: string;
  kind: ColumnKind;
}

export type Cell = string | number | null;

export interface ReportTable {
  /** The reader's: the title, headers and labels are in it, and the PDF writes numbers and dates its way. */
  language: Language;
  title: string;
  columns: ReportColumn[];
  rows: Cell[][];
  /** A closing line such as the totals, written in bold in the PDF. */
  total?: Cell[];
}
