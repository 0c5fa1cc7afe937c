import PDFDocument from "pdfkit";
import { formatAddress, type Company } from "../../shared/company";
import type { Language } from "../../shared/constants";

/**
 * The look of the company's Letter documents for an insured (the
 * declarations page, the transaction notices): one letterhead, labelled
 * lines, headings and small print, so every document reads as the same
 * insurer's.
 */

export const letterMargin = 56;
const labelWidth = 170;
const grey = "#555555";

/**
 * A Letter document in the reader's language, titled in the file's
 * properties. A wide table asks for `layout: "landscape"`; numbered pages
 * need `bufferPages`, so the count is known when the numbers are written.
 */
export function letterDocument(
  language: Language,
  title: string,
  company: Company,
  options: Pick<PDFKit.PDFDocumentOptions, "layout" | "bufferPages"> = {},
): PDFKit.PDFDocument {
  return new PDFDocument({
    size: "LETTER",
    margin: letterMargin,
    lang: language,
    info: { Title: title, Author: company.name },
    ...options,
  });
}

/** The company and its mailing address, the document's heading, and one grey line under it (when, and what it is not). */
export function letterhead(document: PDFKit.PDFDocument, company: Company, heading: string, subline: string): void {
  document.font("Helvetica").fontSize(10).fillColor(grey).text(`${company.name} · ${company.attorneyInFact}`);
  document.text(formatAddress(company.addresses.mailing));
  document.moveDown(0.5).font("Helvetica-Bold").fontSize(20).fillColor("#000000").text(heading);
  document.font("Helvetica").fontSize(9).fillColor(grey);
  document.text(subline);
  document.fillColor("#000000").moveDown(0.6);
}

/** The writing helpers of a letter document. */
export function letterLayout(document: PDFKit.PDFDocument) {
  const contentWidth = () => document.page.width - letterMargin * 2;
  return {
    contentWidth,
    /** A bold label with its value beside it, the value wrapping in its column. */
    line(label: string, value: string) {
      const y = document.y;
      document.font("Helvetica-Bold").fontSize(10).text(label, letterMargin, y, { width: labelWidth });
      const labelBottom = document.y;
      document.font("Helvetica").text(value, letterMargin + labelWidth, y, { width: contentWidth() - labelWidth });
      // A label that wraps to more lines than its value must not run into the next line. (The bold
      // font's lines are a little taller: only a whole extra line moves the next one down.)
      if (labelBottom - document.y > document.currentLineHeight() / 2) document.y = labelBottom;
      document.moveDown(0.4);
    },
    heading(text: string) {
      document.moveDown(0.6).font("Helvetica-Bold").fontSize(13).text(text, letterMargin);
    },
    paragraph(text: string) {
      document.font("Helvetica").fontSize(10).text(text, letterMargin);
    },
    /** What the reader must not miss (a cancellation's date), in bold. */
    statement(text: string) {
      document.font("Helvetica-Bold").fontSize(11).text(text, letterMargin, document.y, { width: contentWidth() });
      document.moveDown(0.2);
    },
    /** A paragraph on a tinted panel, so it stands apart from the facts around it. */
    panel(text: string) {
      const padding = 8;
      const width = contentWidth() - padding * 2;
      document.font("Helvetica").fontSize(10);
      const height = document.heightOfString(text, { width }) + padding * 2;
      if (document.y + height > document.page.height - letterMargin) document.addPage();
      const top = document.y + 4;
      document.save().rect(letterMargin, top, contentWidth(), height).fill("#eef3f0").restore();
      document.rect(letterMargin, top, 3, height).fill("#2f6b4f");
      document.fillColor("#000000").text(text, letterMargin + padding, top + padding, { width });
      document.x = letterMargin;
      document.y = top + height + 4;
    },
    smallPrint(text: string) {
      document.moveDown(1.2).fontSize(8).fillColor(grey).text(text);
    },
  };
}

export type LetterLayout = ReturnType<typeof letterLayout>;

/** The document's bytes, collected as pdfkit writes them: ask before writing, await after `end()`. */
export function pdfBytes(document: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });
}
