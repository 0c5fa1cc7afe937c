import { Readable } from "node:stream";
import type { Cell, ColumnKind, ReportTable } from "./report-table";

// A cell a spreadsheet would run as a formula gets a leading quote (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break. */
function csvField(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const safe = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Cents as plain dollars to the cent ("-1234.05"): exact, whatever the size, and a spreadsheet sums them. */
export function csvDollars(cents: number): string {
  const size = Math.abs(cents);
  const dollars = Math.floor(size / 100);
  const rest = String(size % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${dollars}.${rest}`;
}

// An amount is a number, not text: it skips the formula guard, which would quote a negative one.
const csvCell = (cell: Cell, kind: ColumnKind) =>
  kind === "cents" && typeof cell === "number" ? csvDollars(cell) : csvField(cell);

/**
 * The report as CSV, produced line by line as the client reads it: the
 * headers, the rows, the total. Numbers stay plain (whole dollars, cents as
 * dollars to the cent), so they sum.
 */
export function csvStream(table: Pick<ReportTable, "columns" | "rows" | "total">): Readable {
  const line = (cells: Cell[]) =>
    `${cells.map((cell, index) => csvCell(cell, table.columns[index]!.kind)).join(",")}\r\n`;
  function* lines() {
    yield "\ufeff"; // a BOM, so spreadsheet programs read the file as UTF-8
    yield line(table.columns.map((column) => column.header));
    for (const row of table.rows) yield line(row);
    if (table.total) yield line(table.total);
  }
  return Readable.from(lines());
}
