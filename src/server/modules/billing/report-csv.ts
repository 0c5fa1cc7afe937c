import { Readable } from "node:stream";
import { csvField } from "../../reporting/csv";
import type { BillingReportTable } from "./report-tables";

/** Cents as plain dollars to the cent ("-1234.05"): exact, whatever the size, and a spreadsheet sums them. */
export function csvDollars(cents: number): string {
  const size = Math.abs(cents);
  const dollars = Math.floor(size / 100);
  const rest = String(size % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${dollars}.${rest}`;
}

/**
 * The report as CSV with a header row, its lines and the total, as the other
 * reports write theirs (a BOM; text neutralised against spreadsheet formulas).
 */
export function billingReportCsv(table: BillingReportTable): Readable {
  const line = (cells: (string | number)[]) =>
    `${cells
      .map((cell, index) =>
        table.columns[index]!.kind === "cents" && typeof cell === "number" ? csvDollars(cell) : csvField(cell),
      )
      .join(",")}\r\n`;
  function* lines() {
    yield "\ufeff";
    yield line(table.columns.map((column) => column.header));
    for (const row of table.rows) yield line(row);
    yield line(table.total);
  }
  return Readable.from(lines());
}
