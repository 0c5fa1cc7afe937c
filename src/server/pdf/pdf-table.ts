import { letterMargin } from "./pdf-layout";

/**
 * The standard PDF fonts write WinAnsi, which has no minus sign (U+2212, as
 * the worksheet writes a credit): it would print as a stray mark, so it is
 * written as the en dash those fonts do have.
 */
export const winAnsi = (text: string) => text.replace(/\u2212/g, "\u2013");

export interface PdfColumn {
  width: number;
  align?: "left" | "right";
}

/**
 * A ruled table in a letter document: rows of cells in fixed columns, each
 * row as tall as its tallest cell. A row that would run past the bottom
 * margin starts a new page, and the header row is written again there so
 * the columns still read on their own.
 */
export function pdfTable(document: PDFKit.PDFDocument, columns: PdfColumn[], fontSize = 10) {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  let header: string[] | null = null;

  function write(written: string[], bold: boolean) {
    const cells = written.map(winAnsi);
    document.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(fontSize);
    const height = Math.max(
      ...cells.map((cell, index) => document.heightOfString(cell, { width: columns[index]!.width - 8 })),
    );
    if (document.y + height + 8 > document.page.height - document.page.margins.bottom) {
      document.addPage();
      if (header && written !== header) write(header, true);
      document.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(fontSize);
    }
    const top = document.y + 4;
    let x = letterMargin;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      document.text(cell, x, top, { width: column.width - 8, align: column.align ?? "left" });
      x += column.width;
    });
    const bottom = top + height + 4;
    document
      .moveTo(letterMargin, bottom)
      .lineTo(letterMargin + width, bottom)
      .lineWidth(0.5)
      .strokeColor("#bbbbbb")
      .stroke();
    document.x = letterMargin;
    document.y = bottom;
  }

  return {
    /** The column names, in bold; repeated at the top of each further page. */
    header(cells: string[]) {
      header = cells;
      document.moveDown(0.2);
      write(cells, true);
    },
    row(cells: string[], options: { bold?: boolean } = {}) {
      write(cells, options.bold ?? false);
    },
    end() {
      document.moveDown(0.4);
    },
  };
}
