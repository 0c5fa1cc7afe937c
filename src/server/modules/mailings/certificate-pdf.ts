import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import type { MailingRow } from "../../db/schema";
import { numberPages } from "../../pdf/page-numbers";
import { letterDocument, letterhead, letterLayout, pdfBytes } from "../../pdf/pdf-layout";
import { pdfTable } from "../../pdf/pdf-table";
import { fill, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";
import { addressLines } from "./address-page";

/**
 * The certificate of mailing of a day's batch (the list the post office stamps, as PS Form 3877 does): every
 * letter numbered with its addressee, address, policy and notice, the count, and room for the postmark. The
 * company keeps it as proof of the mailing date each notice period counts from.
 */
export async function certificatePdf(
  on: string,
  letters: MailingRow[],
  company: Company,
  language: Language,
): Promise<Buffer> {
  const words = textsFor(language).mailings;
  const date = formatsFor(language).date(on);
  const document = letterDocument(language, fill(words.certificateTitle, { date }), company, { bufferPages: true });
  const bytes = pdfBytes(document);
  const { paragraph, contentWidth } = letterLayout(document);
  letterhead(
    document,
    company,
    words.certificateHeading,
    fill(words.certificateSubline, { date, count: letters.length }),
  );
  paragraph(fill(words.certificateStatement, { date }));
  const numberWidth = 36;
  const policyWidth = 110;
  const noticeWidth = 110;
  const table = pdfTable(
    document,
    [
      { width: numberWidth },
      { width: contentWidth() - numberWidth - policyWidth - noticeWidth },
      { width: policyWidth },
      { width: noticeWidth },
    ],
    9,
  );
  table.header([words.number, words.addressee, words.policy, words.notice]);
  letters.forEach((letter, index) => {
    const notice = words.notices[letter.notice as keyof typeof words.notices];
    const copy =
      letter.recipient === "insured" ? "" : `\n${words.copyTo[letter.recipient as keyof typeof words.copyTo]}`;
    table.row([String(index + 1), addressLines(letter).join("\n"), letter.policyNumber, `${notice}${copy}`]);
  });
  table.end();
  document.moveDown(1);
  paragraph(fill(words.piecesListed, { count: letters.length }));
  paragraph(words.piecesReceived);
  document.moveDown(1);
  paragraph(words.postmaster);
  numberPages(document, (page, pages) => fill(words.page, { page, pages }));
  document.end();
  return bytes;
}
