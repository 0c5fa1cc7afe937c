import { Readable } from "node:stream";
import type { Cell, ReportTable } from "./report-table";

// A cell a spreadsheet would run as a formula gets a leading quote (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break. */
export function csvField(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const safe = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: Cell[]) => `${cells.map(csvField).join(",")}\r\n`;

/** The report as CSV, produced line by line as the client reads it. Money stays plain whole dollars, so it sums. */
export function csvStream(table: Pick<ReportTable, "columns" | "rows" | "total">): Readable {
  function* lines() {
    yield "\ufeff"; // a BOM, so spreadsheet programs read the file as UTF-8
    yield line(table.columns.map((column) => column.header));
    for (const row of table.rows) yield line(row);
    if (table.total) yield line(table.total);
  }
  return Readable.from(lines());
}
