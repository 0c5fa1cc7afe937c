import PDFDocument from "pdfkit";
import type { Company } from "../../../shared/company";
import { localeOf } from "../../../shared/format";
import { letterhead, letterMargin } from "../../pdf/pdf-layout";
import { pdfTable } from "../../pdf/pdf-table";
import { fill, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";
import type { BillingReportTable } from "./report-tables";

/**
 * A billing report as a PDF stream in the table's language: the company's
 * letterhead, what it is as of and when and for whom it was made, the table
 * (its header again on every page, money to the cent the reader's way), the
 * total in bold, page numbers. Landscape Letter, so eight columns read.
 */
export function billingReportPdf(
  table: BillingReportTable,
  { generatedFor, now, company }: { generatedFor: string; now: Date; company: Company },
): PDFKit.PDFDocument {
  const words = textsFor(table.language).reports;
  const formats = formatsFor(table.language);
  const document = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: letterMargin,
    bufferPages: true,
    lang: table.language,
    info: { Title: table.title, Author: company.name },
  });
  const generated = fill(words.generated, { moment: formats.moment(now), name: generatedFor });
  letterhead(document, company, table.title, `${table.subtitle} · ${generated}`);

  // The headers say the currency (USD): the cells are the reader's numbers to the cent, so eight columns fit.
  const dollars = new Intl.NumberFormat(localeOf[table.language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const cells = (row: (string | number)[]) =>
    row.map((cell, index) =>
      table.columns[index]!.kind === "cents" && typeof cell === "number" ? dollars.format(cell / 100) : String(cell),
    );
  const writer = pdfTable(
    document,
    table.columns.map((column) => ({ width: column.width, align: column.kind === "cents" ? "right" : "left" })),
    8,
  );
  writer.header(table.columns.map((column) => column.header));
  if (table.rows.length === 0) writer.row([words.nothing, ...table.columns.slice(1).map(() => "")]);
  for (const row of table.rows) writer.row(cells(row));
  writer.row(cells(table.total), { bold: true });
  writer.end();

  const pages = document.bufferedPageRange();
  const width = document.page.width - letterMargin * 2;
  for (let index = 0; index < pages.count; index++) {
    document.switchToPage(pages.start + index);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    document.page.margins.bottom = 0;
    document
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#777777")
      .text(fill(words.page, { page: index + 1, pages: pages.count }), letterMargin, document.page.height - 40, {
        width,
        align: "right",
        lineBreak: false,
      });
  }
  document.end();
  return document;
}
