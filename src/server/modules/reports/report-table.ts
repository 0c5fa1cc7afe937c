/** A report as a table: what each column holds decides how CSV and PDF write it. */
export type ColumnKind = "text" | "count" | "money" | "percent" | "bytes" | "date";

export interface ReportColumn {
  header: string;
  kind: ColumnKind;
}

export type Cell = string | number | null;

export interface ReportTable {
  title: string;
  columns: ReportColumn[];
  rows: Cell[][];
  /** A closing line such as the totals, written in bold in the PDF. */
  total?: Cell[];
}
