import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { formatCents } from "../../../shared/format";
import { letterDocument, letterhead, letterLayout } from "../../pdf/pdf-layout";
import { pdfTable } from "../../pdf/pdf-table";
import { fill, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";

/** A completed payment as its receipt states it. */
export interface Receipt {
  reference: string;
  policyNumber: string;
  insuredName: string;
  completedAt: Date;
  amountCents: number;
  /** The invoices the payment paid, oldest first, with what it put on each. */
  applied: { invoiceNumber: string; dueOn: string; amountCents: number }[];
  /** What no open invoice took: kept on the policy as credit. */
  creditCents: number;
}

/**
 * A payment's receipt, in the reader's language: the company, the payment
 * (reference, policy, insured, the Florida day it was paid, the amount) and
 * what it paid, invoice by invoice. One Letter page.
 */
export function receiptPdf(receipt: Receipt, company: Company, now: Date, language: Language): PDFKit.PDFDocument {
  const { receipt: words } = textsFor(language);
  const formats = formatsFor(language);
  const money = (cents: number) => formatCents(cents, language);
  const document = letterDocument(
    language,
    fill(words.title, { reference: receipt.reference, policyNumber: receipt.policyNumber }),
    company,
  );
  const { line, heading, paragraph, smallPrint, contentWidth } = letterLayout(document);

  letterhead(document, company, words.heading, fill(words.issued, { date: formats.dayOf(now) }));

  heading(words.payment);
  line(words.reference, receipt.reference);
  line(words.policyNumber, receipt.policyNumber);
  line(words.insured, receipt.insuredName);
  line(words.paidOn, formats.dayOf(receipt.completedAt));
  line(words.amount, money(receipt.amountCents));

  heading(words.appliedHeading);
  const amountWidth = 120;
  const dueWidth = 140;
  const table = pdfTable(document, [
    { width: contentWidth() - dueWidth - amountWidth },
    { width: dueWidth },
    { width: amountWidth, align: "right" },
  ]);
  table.header([words.invoice, words.dueOn, words.applied]);
  for (const part of receipt.applied) {
    table.row([part.invoiceNumber, formats.date(part.dueOn), money(part.amountCents)]);
  }
  if (receipt.creditCents > 0) table.row([words.credit, "", money(receipt.creditCents)]);
  table.end();
  if (receipt.creditCents > 0) paragraph(words.creditNote);
  paragraph(words.rule);

  smallPrint(fill(words.questions, { phone: company.phones.customerService.display }));
  document.end();
  return document;
}
