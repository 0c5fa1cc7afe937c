import PDFDocument from "pdfkit";
import { PDFDocument as PdfFile } from "pdf-lib";
import type { Company } from "../../../shared/company";
import type { MailingRow } from "../../db/schema";
import { pdfBytes } from "../../pdf/pdf-layout";
import { drawAddressPage } from "./address-page";

/**
 * The day's batch, ready to print: for each letter its address page, then the notice itself exactly as stored
 * (the document the insured finds on the policy). pdfkit draws the address pages; pdf-lib joins them with the
 * stored letters, page by page.
 */
export async function batchPdf(
  letters: MailingRow[],
  readLetter: (storageKey: string) => Promise<Buffer>,
  company: Company,
  title: string,
): Promise<Buffer> {
  const covers = new PDFDocument({ size: "LETTER", margin: 40, autoFirstPage: false });
  const coverBytes = pdfBytes(covers);
  for (const letter of letters) {
    covers.addPage();
    drawAddressPage(covers, letter, company);
  }
  covers.end();
  const coverFile = await PdfFile.load(await coverBytes);
  const batch = await PdfFile.create();
  batch.setTitle(title);
  batch.setAuthor(company.name);
  // A notice sent to several people is one stored file: read and parsed once.
  const parsed = new Map<string, PdfFile>();
  for (const [index, letter] of letters.entries()) {
    const [cover] = await batch.copyPages(coverFile, [index]);
    batch.addPage(cover!);
    let notice = parsed.get(letter.storageKey);
    if (!notice) {
      notice = await PdfFile.load(await readLetter(letter.storageKey));
      parsed.set(letter.storageKey, notice);
    }
    for (const page of await batch.copyPages(notice, notice.getPageIndices())) batch.addPage(page);
  }
  return Buffer.from(await batch.save());
}
