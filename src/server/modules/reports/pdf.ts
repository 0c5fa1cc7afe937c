import PDFDocument from "pdfkit";
import type { Company } from "../../../shared/company";
import { fill, textsFor } from "../../texts/catalog";
import { formatsFor, type Formats } from "../../texts/formats";
import type { Cell, ColumnKind, ReportTable } from "../../reporting/report-table";

/** How a cell reads on paper, the reader's way: money in US dollars without decimals (SPEC §9), days as dates. */
function printed(cell: Cell, kind: ColumnKind, formats: Formats): string {
  if (cell === null) return "";
  if (typeof cell === "string") return kind === "date" ? formats.shortDate(cell) : cell;
  if (kind === "money") return formats.money(cell);
  if (kind === "percent") return formats.percent(cell);
  return formats.count(cell);
}

const margin = 40;
const rowHeight = 18;

/**
 * The report as a PDF stream (landscape Letter) in the table's language:
 * company heading, title, the generation time, a table whose header repeats
 * on every page, page numbers.
 */
export function pdfStream(
  table: ReportTable,
  { generatedFor, now, company }: { generatedFor: string; now: Date; company: Company },
): PDFKit.PDFDocument {
  const words = textsFor(table.language).reports;
  const formats = formatsFor(table.language);
  const document = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin,
    bufferPages: true,
    lang: table.language,
    info: { Title: table.title, Author: company.name },
  });
  const width = document.page.width - margin * 2;
  const columnWidth = width / table.columns.length;
  const bottom = document.page.height - margin - rowHeight;

  const drawRow = (cells: string[], bold: boolean) => {
    if (document.y > bottom) {
      document.addPage();
      drawHeader();
    }
    const y = document.y;
    document.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    cells.forEach((text, index) => {
      const numeric = table.columns[index]!.kind !== "text" && table.columns[index]!.kind !== "date";
      document.text(text, margin + index * columnWidth + 2, y + 4, {
        width: columnWidth - 4,
        align: numeric ? "right" : "left",
        lineBreak: false,
        ellipsis: true,
      });
    });
    document
      .moveTo(margin, y + rowHeight)
      .lineTo(margin + width, y + rowHeight)
      .strokeColor("#cccccc")
      .stroke();
    document.x = margin;
    document.y = y + rowHeight;
  };
  const drawHeader = () =>
    drawRow(
      table.columns.map((column) => column.header),
      true,
    );

  const { city, state } = company.addresses.mailing;
  document.font("Helvetica").fontSize(10).fillColor("#555555").text(`${company.name} · ${city}, ${state}`);
  document.moveDown(0.3).font("Helvetica-Bold").fontSize(18).fillColor("#000000").text(table.title);
  document
    .moveDown(0.2)
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#555555")
    .text(fill(words.generated, { moment: formats.moment(now), name: generatedFor }));
  document.moveDown(0.8).fillColor("#000000");
  drawHeader();
  if (table.rows.length === 0) drawRow([words.nothing, ...table.columns.slice(1).map(() => "")], false);
  for (const row of table.rows)
    drawRow(
      row.map((cell, index) => printed(cell, table.columns[index]!.kind, formats)),
      false,
    );
  if (table.total)
    drawRow(
      table.total.map((cell, index) => printed(cell, table.columns[index]!.kind, formats)),
      true,
    );

  const pages = document.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    document.switchToPage(pages.start + index);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    document.page.margins.bottom = 0;
    document
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#777777")
      .text(fill(words.page, { page: index + 1, pages: pages.count }), margin, document.page.height - margin + 10, {
        width,
        align: "right",
        lineBreak: false,
      });
  }
  document.end();
  return document;
}
