import { formatAddress, type Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import type { MailingRow } from "../../db/schema";
import { winAnsi } from "../../pdf/pdf-table";
import { fill, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";

/**
 * Where a #10 window envelope shows the addressee: 1 inch from the left edge, 2 1/8 inches from the top of a
 * letter folded in three (USPS Publication 25 puts the address block there for window envelopes).
 */
const windowLeft = 72;
const windowTop = 153;
const returnTop = 40;

/** The address lines of a letter as printed: name, street, city state ZIP. */
export const addressLines = (letter: Pick<MailingRow, "name" | "street" | "city" | "state" | "zipCode">) => [
  letter.name,
  letter.street,
  `${letter.city} ${letter.state} ${letter.zipCode}`,
];

/**
 * The page before each letter in the batch, in the letter's language: the company's return address and the
 * addressee placed for a window envelope, the policy and notice it carries, and for an interest's copy what the
 * copy is.
 */
export function drawAddressPage(document: PDFKit.PDFDocument, letter: MailingRow, company: Company): void {
  const language = letter.language as Language;
  const words = textsFor(language).mailings;
  document.font("Helvetica-Bold").fontSize(10).fillColor("#000000").text(winAnsi(company.name), windowLeft, returnTop);
  document
    .font("Helvetica")
    .fontSize(9)
    .text(winAnsi(formatAddress(company.addresses.mailing)), windowLeft);
  document.font("Helvetica").fontSize(11).text(addressLines(letter).map(winAnsi).join("\n"), windowLeft, windowTop, {
    width: 260,
  });
  document.moveDown(4).fontSize(10);
  const notice = words.notices[letter.notice as keyof typeof words.notices];
  document.text(
    winAnsi(
      fill(words.addressPage, {
        policyNumber: letter.policyNumber,
        notice,
        date: formatsFor(language).date(letter.mailOn),
      }),
    ),
    windowLeft,
  );
  if (letter.recipient !== "insured") {
    document
      .moveDown(1)
      .font("Helvetica-Bold")
      .text(winAnsi(words.copyTo[letter.recipient as keyof typeof words.copyTo]));
    if (letter.loanNumber)
      document.font("Helvetica").text(winAnsi(fill(words.loanNumber, { loanNumber: letter.loanNumber })));
    document.moveDown(0.5).font("Helvetica").text(winAnsi(words.copyStatement), { width: 460 });
  }
}
