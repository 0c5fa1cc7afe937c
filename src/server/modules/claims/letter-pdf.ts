import { addMonths } from "../../../shared/calendar-date";
import type { ClaimDecision, ClaimPayment } from "../../../shared/claim-file";
import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { formatCents } from "../../../shared/format";
import { letterDocument, letterhead, letterLayout, pdfBytes, type LetterLayout } from "../../pdf/pdf-layout";
import { fill, textsFor, type Catalog } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";
import type { DeductibleKind } from "./deductible";

/** What every claim letter names: the claim, the insured, who handles it. */
export interface ClaimLetterFacts {
  claimNumber: string;
  policyNumber: string;
  dateOfLoss: string;
  receivedOn: string;
  insuredName: string;
  adjuster: { name: string; email: string; phone: string | null } | null;
  /** The day the letter is sent: its date, and where its deadlines count from. */
  sentOn: string;
}

/** What one letter says besides the facts. */
export type ClaimLetterContent =
  | { kind: "acknowledgement"; decisionDueOn: string }
  | { kind: "decision"; decision: ClaimDecision; reason: string; provision: string }
  | { kind: "payment"; payment: ClaimPayment; deductibleKind: DeductibleKind }
  | { kind: "closing"; closedOn: string; paidCents: number };

interface Page {
  facts: ClaimLetterFacts;
  company: Company;
  language: Language;
  layout: LetterLayout;
  words: Catalog["claimLetters"];
}

/** A claim letter's title, which is also its document's name. */
export const claimLetterTitle = (content: ClaimLetterContent, claimNumber: string, language: Language) =>
  fill(textsFor(language).claimLetters[content.kind].title, { claimNumber });

/**
 * A letter to the insured about their claim, in their language (decision
 * 0047): the acknowledgement with the Homeowner Claims Bill of Rights and the
 * notice of mediation, the coverage decision with the notice of mediation, a
 * payment with its deductible arithmetic, the closing with the reopening limits.
 */
export async function claimLetterPdf(
  facts: ClaimLetterFacts,
  content: ClaimLetterContent,
  company: Company,
  language: Language,
): Promise<Buffer> {
  const words = textsFor(language).claimLetters;
  const document = letterDocument(language, claimLetterTitle(content, facts.claimNumber, language), company);
  const bytes = pdfBytes(document);
  const page: Page = { facts, company, language, layout: letterLayout(document), words };
  letterhead(document, company, words[content.kind].heading, fill(words.sent, { date: date(page, facts.sentOn) }));
  claimSection(page);
  if (content.kind === "acknowledgement") acknowledgement(page, content.decisionDueOn);
  else if (content.kind === "decision") decision(page, content);
  else if (content.kind === "payment") payment(page, content.payment, content.deductibleKind);
  else closing(page, content.closedOn, content.paidCents);
  document.moveDown();
  page.layout.paragraph(
    fill(words.questions, { phone: company.phones.claimsHotline.display, email: company.emails.claims }),
  );
  page.layout.smallPrint(words.summary);
  document.end();
  return bytes;
}

const date = (page: Page, isoDate: string) => formatsFor(page.language).date(isoDate);
const money = (page: Page, cents: number) => formatCents(cents, page.language);

function claimSection(page: Page) {
  const { facts, layout, words } = page;
  layout.line(words.claimNumber, facts.claimNumber);
  layout.line(words.policyNumber, facts.policyNumber);
  layout.line(words.dateOfLoss, date(page, facts.dateOfLoss));
  layout.line(words.insured, facts.insuredName);
  if (facts.adjuster) {
    const { name, email, phone } = facts.adjuster;
    layout.line(
      words.adjuster,
      fill(words.adjusterContact, { name, email, phone: phone ? fill(words.phone, { phone }) : "" }),
    );
  }
}

function acknowledgement(page: Page, decisionDueOn: string) {
  const { facts, layout, words, company } = page;
  const own = words.acknowledgement;
  const rules = company.claimRules;
  layout.paragraph(fill(own.received, { receivedOn: date(page, facts.receivedOn), claimNumber: facts.claimNumber }));
  layout.heading(own.nextHeading);
  layout.paragraph(
    fill(own.next, {
      investigationDays: rules.beginInvestigationDays,
      inspectionDays: rules.inspectionDays,
      decisionDue: date(page, decisionDueOn),
      decisionDays: rules.decisionDays,
    }),
  );
  layout.heading(own.youHeading);
  layout.paragraph(own.you);
  layout.heading(own.rightsHeading);
  layout.paragraph(own.rightsIntro);
  own.rights.forEach((right, index) => layout.paragraph(`${index + 1}. ${right}`));
  layout.heading(own.dutiesHeading);
  own.duties.forEach((duty, index) => layout.paragraph(`${index + 1}. ${duty}`));
  mediation(page);
}

function decision(page: Page, content: Extract<ClaimLetterContent, { kind: "decision" }>) {
  const { layout, words } = page;
  const own = words.decision;
  layout.statement(own.statements[content.decision]);
  if (content.reason) layout.line(own.reason, content.reason);
  if (content.provision) layout.line(own.provision, content.provision);
  if (content.decision !== "denied") layout.paragraph(own.payments);
  mediation(page);
}

function payment(page: Page, paid: ClaimPayment, deductibleKind: DeductibleKind) {
  const { layout, words } = page;
  const own = words.payment;
  layout.line(own.coverage, own.coverages[paid.coverage]);
  layout.line(own.payee, paid.payee);
  layout.line(own.method, own.methods[paid.method]);
  layout.line(own.gross, money(page, paid.grossCents));
  layout.line(own.deductible, money(page, paid.deductibleCents));
  if (paid.interestCents > 0) layout.line(own.interest, money(page, paid.interestCents));
  layout.statement(`${own.net}: ${money(page, paid.netCents + paid.interestCents)}`);
  layout.line(own.deductibleLeft, money(page, paid.deductibleLeftCents));
  if (paid.netCents === 0) layout.paragraph(own.noCheck);
  layout.panel(own.kinds[deductibleKind]);
  if (paid.interestCents > 0) layout.paragraph(own.interestNote);
}

function closing(page: Page, closedOn: string, paidCents: number) {
  const { facts, layout, words, company } = page;
  const own = words.closing;
  const rules = company.claimRules;
  layout.paragraph(
    fill(own.closed, { claimNumber: facts.claimNumber, closedOn: date(page, closedOn), paid: money(page, paidCents) }),
  );
  layout.heading(own.reopenHeading);
  layout.paragraph(
    fill(own.reopen, {
      reopenUntil: date(page, addMonths(facts.dateOfLoss, rules.noticeMonths)),
      supplementalUntil: date(page, addMonths(facts.dateOfLoss, rules.supplementalNoticeMonths)),
    }),
  );
}

function mediation(page: Page) {
  const { layout, words } = page;
  layout.heading(words.mediation.heading);
  layout.panel(words.mediation.body);
}
