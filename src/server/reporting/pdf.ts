import type { Company } from "../../shared/company";
import { numberPages } from "../pdf/page-numbers";
import { letterDocument, letterhead, letterMargin } from "../pdf/pdf-layout";
import { pdfTable } from "../pdf/pdf-table";
import { fill, textsFor } from "../texts/catalog";
import { formatsFor, type Formats } from "../texts/formats";
import type { Cell, ColumnKind, ReportTable } from "./report-table";

/**
 * How a cell reads on paper, the reader's way: money in US dollars without
 * decimals (SPEC §9), cents as the reader's number to the cent (the header
 * names the currency, so eight columns fit), days as dates.
 */
function printed(cell: Cell, kind: ColumnKind, formats: Formats): string {
  if (cell === null) return "";
  if (typeof cell === "string") return kind === "date" ? formats.shortDate(cell) : cell;
  if (kind === "money") return formats.money(cell);
  if (kind === "cents") return formats.cents(cell);
  if (kind === "percent") return formats.percent(cell);
  return formats.count(cell);
}

const alignOf = (kind: ColumnKind) => (kind === "text" || kind === "date" ? "left" : "right");

/** Small enough that eight columns of amounts to the cent fit across the page. */
const fontSize = 8;

/**
 * A report as a PDF stream in the table's language, landscape Letter: the
 * company's letterhead, the title, what the figures are and when and for
 * whom the file was made, the table (its header again on every page,
 * numbers right-aligned), the total in bold, page numbers.
 */
export function reportPdf(
  table: ReportTable,
  { generatedFor, now, company }: { generatedFor: string; now: Date; company: Company },
): PDFKit.PDFDocument {
  const words = textsFor(table.language).reports;
  const formats = formatsFor(table.language);
  const document = letterDocument(table.language, table.title, company, { layout: "landscape", bufferPages: true });
  const generated = fill(words.generated, { moment: formats.moment(now), name: generatedFor });
  letterhead(document, company, table.title, table.subtitle ? `${table.subtitle} · ${generated}` : generated);

  const shares = table.columns.reduce((sum, column) => sum + (column.width ?? 1), 0);
  const pointsPerShare = (document.page.width - letterMargin * 2) / shares;
  const writer = pdfTable(
    document,
    table.columns.map((column) => ({ width: (column.width ?? 1) * pointsPerShare, align: alignOf(column.kind) })),
    fontSize,
  );
  const cells = (row: Cell[]) => row.map((cell, index) => printed(cell, table.columns[index]!.kind, formats));
  writer.header(table.columns.map((column) => column.header));
  if (table.rows.length === 0) writer.row([words.nothing, ...table.columns.slice(1).map(() => "")]);
  for (const row of table.rows) writer.row(cells(row));
  if (table.total) writer.row(cells(table.total), { bold: true });
  writer.end();

  numberPages(document, (page, pages) => fill(words.page, { page, pages }));
  document.end();
  return document;
}
