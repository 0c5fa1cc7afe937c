import { letterMargin } from "./pdf-layout";

/**
 * "Page 1 of 3" at the foot of every page of a letter document made with
 * `bufferPages`, once the last page is written and the count is known.
 */
export function numberPages(document: PDFKit.PDFDocument, label: (page: number, pages: number) => string): void {
  const pages = document.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    document.switchToPage(pages.start + index);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    document.page.margins.bottom = 0;
    document
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#777777")
      .text(label(index + 1, pages.count), letterMargin, document.page.height - 40, {
        width: document.page.width - letterMargin * 2,
        align: "right",
        lineBreak: false,
      });
  }
}
