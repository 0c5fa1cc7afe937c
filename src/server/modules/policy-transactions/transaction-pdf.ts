import { addDays, daysBetween, todayInFlorida } from "../../../shared/calendar-date";
import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { formatCents } from "../../../shared/format";
import { renderMessage } from "../../../shared/messages/render";
import type { TransactionChanges, TransactionType } from "../../../shared/policy-transaction";
import { hurricaneDeductibleCents, type Home } from "../../../shared/rating";
import { letterDocument, letterhead, letterLayout, pdfBytes, type LetterLayout } from "../../pdf/pdf-layout";
import { fill, labelOf, textsFor, type Catalog } from "../../texts/catalog";
import { formatsFor, type Formats } from "../../texts/formats";
import { pdfTable } from "../../pdf/pdf-table";
import { explainTransaction } from "./explain-transaction";
import { homeChangeRows, newTotal, worksheetSection } from "./rated-home-pdf";
import type { TransactionNotice } from "./transaction-notice";

/** What every part of a transaction's document reads from. */
interface Page {
  notice: TransactionNotice;
  company: Company;
  language: Language;
  document: PDFKit.PDFDocument;
  layout: LetterLayout;
  words: Catalog["transactionDocuments"];
  values: Catalog["values"];
  formats: Formats;
}

/**
 * The document issuing a transaction produces, in the reader's language:
 * declarations for new business and renewal, the endorsement, or the notice
 * of cancellation, reinstatement or non-renewal. Each names the policy,
 * gives the transaction in plain words (the same sentence as the screens and
 * e-mails) and its money to the cent. One Letter page.
 */
export async function transactionPdf(notice: TransactionNotice, company: Company, language: Language): Promise<Buffer> {
  const { transactionDocuments: words, values } = textsFor(language);
  const { type } = notice.transaction;
  const title = fill(words.title, { document: words.heading[type], policyNumber: notice.policy.policyNumber });
  const document = letterDocument(language, title, company);
  const bytes = pdfBytes(document);
  const page: Page = {
    notice,
    company,
    language,
    document,
    layout: letterLayout(document),
    words,
    values,
    formats: formatsFor(language),
  };
  letterhead(
    document,
    company,
    words.heading[type],
    fill(words.issued, { date: page.formats.dayOf(notice.transaction.issuedAt) }),
  );
  writers[type](page);
  document.end();
  return bytes;
}

const writers: Record<TransactionType, (page: Page) => void> = {
  newBusiness: declarations,
  renewal: declarations,
  endorsement,
  cancellation,
  reinstatement,
  nonRenewal,
};

function declarations(page: Page) {
  const { notice, words, formats, layout, company } = page;
  const { transaction, policy } = notice;
  const own = words.declarations;
  policySection(page, false);
  layout.heading(own.insured);
  layout.line(words.namedInsured, namedInsured(notice));
  layout.line(words.location, location(page));

  layout.heading(own.coverage);
  layout.line(own.coverageAmount, formats.money(transaction.changes.coverage ?? policy.coverage));
  layout.line(own.annualPremium, formats.money(transaction.annualPremiumAfter));
  if (transaction.type === "renewal") layout.line(own.expiringPremium, formats.money(transaction.annualPremiumBefore));
  layout.line(own.charged, cents(page, transaction.premiumChangeCents));
  const home = transaction.snapshot?.home;
  if (home) deductibleLines(page, home);
  plainWords(page);
  agentSection(page);

  layout.heading(own.claimHeading);
  layout.paragraph(fill(own.claim, { phone: company.phones.claimsHotline.display, email: company.emails.claims }));
  const rating = transaction.snapshot?.rating;
  if (rating) worksheetSection(page.document, layout, words, rating, page.language);
  layout.smallPrint(own.summary);
}

/** Each deductible in dollars, the hurricane one with its percent and its once-a-year rule (s. 627.701(4)(a)). */
function deductibleLines({ words, formats, layout, language }: Page, home: Home) {
  const own = words.declarations;
  layout.line(own.aopDeductible, formats.money(home.aopDeductible));
  const dollars = formatCents(hurricaneDeductibleCents(home.hurricaneDeductible, home.coverageA), language);
  layout.line(
    own.hurricaneDeductible,
    home.hurricaneDeductible.endsWith("%")
      ? fill(own.hurricanePercent, { percent: home.hurricaneDeductible, amount: dollars })
      : fill(own.hurricaneFlat, { amount: dollars }),
  );
}

function endorsement(page: Page) {
  const { notice, words, formats, layout } = page;
  const { transaction } = notice;
  const own = words.endorsement;
  policySection(page, true);
  layout.line(own.effective, fill(words.atTime, { date: formats.date(transaction.effectiveDate) }));

  layout.heading(own.changes);
  changesTable(page);

  layout.heading(own.premium);
  layout.line(own.annualBefore, formats.money(transaction.annualPremiumBefore));
  layout.line(own.annualAfter, formats.money(transaction.annualPremiumAfter));
  const rating = transaction.snapshot?.rating;
  if (rating) layout.line(...newTotal(words, rating, page.language));
  layout.line(own.daysRemaining, days(page));
  const change = transaction.premiumChangeCents;
  layout.line(change > 0 ? own.additional : change < 0 ? own.returned : own.noChange, cents(page, change));
  rule(page);
  plainWords(page);
  page.document.moveDown(0.6);
  layout.paragraph(own.unchanged);
  agentSection(page);
  closing(page, own.summary);
}

function cancellation(page: Page) {
  const { notice, words, formats, layout, company } = page;
  const { transaction, policy } = notice;
  const own = words.cancellation;
  const date = formats.date(transaction.effectiveDate);
  layout.statement(fill(own.statement, { policyNumber: policy.policyNumber, date }));
  policySection(page, true);

  layout.heading(own.heading);
  layout.line(own.effective, fill(words.atTime, { date }));
  if (transaction.reason) layout.line(own.reason, own.reasons[transaction.reason]);
  if (transaction.note) layout.line(own.note, transaction.note);
  if (transaction.method) {
    const percent = `${formats.count(company.policyRules.shortRatePercent)}%`;
    layout.line(own.method, fill(own.methods[transaction.method], { percent }));
  }
  layout.line(own.daysRemaining, days(page));
  layout.line(own.refund, cents(page, transaction.premiumChangeCents));
  rule(page);
  plainWords(page);

  const window = company.policyRules.reinstatementWindowDays;
  layout.heading(own.reinstatementHeading);
  layout.paragraph(
    fill(own.reinstatement, {
      days: formats.count(window),
      lastDay: formats.date(addDays(transaction.effectiveDate, window)),
      phone: company.phones.customerService.display,
    }),
  );
  agentSection(page);
  closing(page, own.summary);
}

function reinstatement(page: Page) {
  const { notice, words, formats, layout } = page;
  const { transaction, policy } = notice;
  const own = words.reinstatement;
  const date = formats.date(transaction.effectiveDate);
  // Priced pro rata: reinstated after the cancellation took effect, so not in force between the two days.
  const lapse = transaction.method === "proRata";
  layout.statement(fill(lapse ? own.statementLapse : own.statement, { policyNumber: policy.policyNumber, date }));
  policySection(page, true);

  layout.heading(own.heading);
  layout.line(own.inForceFrom, fill(words.atTime, { date }));
  if (!lapse) {
    layout.line(fill(own.cancellationWithdrawn, { date: formats.shortDate(transaction.effectiveDate) }), own.withdrawn);
  }
  layout.line(own.annualPremium, formats.money(transaction.annualPremiumAfter));
  layout.line(lapse ? own.charged : own.refundReversed, cents(page, transaction.premiumChangeCents));
  rule(page);
  plainWords(page);
  agentSection(page);
  closing(page, own.summary);
}

function nonRenewal(page: Page) {
  const { notice, words, formats, layout } = page;
  const { transaction, policy } = notice;
  const own = words.nonRenewal;
  const date = formats.date(transaction.effectiveDate);
  layout.statement(fill(own.statement, { policyNumber: policy.policyNumber, date }));
  policySection(page, true);

  layout.heading(own.heading);
  layout.line(own.ends, fill(words.atTime, { date }));
  if (transaction.reason) layout.line(own.reason, words.cancellation.reasons[transaction.reason]);
  if (transaction.note) layout.line(transaction.reason ? own.note : own.reason, transaction.note);
  // The notice counts from the day it is issued (Florida's calendar day) to the day the policy ends.
  const noticeDays = daysBetween(todayInFlorida(transaction.issuedAt), transaction.effectiveDate);
  layout.line(own.noticeGiven, fill(own.noticeGivenValue, { days: formats.count(noticeDays) }));
  rule(page);
  plainWords(page);
  page.document.moveDown(0.6);
  layout.paragraph(own.advice);
  agentSection(page);
  closing(page, own.summary);
}

/** The policy the document is about; notices name the insured and the location here, declarations in their own section. */
function policySection(page: Page, withInsured: boolean) {
  const { notice, words, values, formats, layout } = page;
  const { transaction, policy } = notice;
  layout.heading(words.policy);
  layout.line(words.policyNumber, policy.policyNumber);
  if (withInsured) {
    layout.line(words.namedInsured, namedInsured(notice));
    layout.line(words.location, location(page));
  }
  layout.line(words.policyType, labelOf(values.policyTypes, policy.policyType));
  layout.line(
    words.period,
    fill(words.periodValue, { from: formats.date(transaction.termStart), to: formats.date(transaction.termEnd) }),
  );
}

function plainWords({ notice, company, language, words, layout }: Page) {
  layout.heading(words.inPlainWords);
  layout.panel(explainTransaction(notice.transaction, language, company.policyRules.shortRatePercent));
}

function rule({ notice, language, words, layout }: Page) {
  if (notice.transaction.rule) layout.line(words.rule, renderMessage(notice.transaction.rule, language));
}

function agentSection({ notice, company, words, layout }: Page) {
  const { agent } = notice;
  layout.heading(words.agentHeading);
  layout.line(
    words.agent,
    agent
      ? [agent.name, agent.email, agent.phone].filter(Boolean).join(", ")
      : fill(words.customerService, { phone: company.phones.customerService.display }),
  );
}

function closing({ company, words, layout, document }: Page, summary: string) {
  document.moveDown(0.6);
  layout.paragraph(
    fill(words.questions, { phone: company.phones.customerService.display, email: company.emails.support }),
  );
  layout.smallPrint(summary);
}

/** An amount to the cent, without its sign: the label says whether it is charged or returned. */
const cents = ({ language }: Page, amount: number) => formatCents(Math.abs(amount), language);

const days = ({ notice, words, formats }: Page) =>
  fill(words.days, {
    days: formats.count(notice.transaction.daysRemaining),
    daysInTerm: formats.count(notice.transaction.daysInTerm),
  });

/** A field of the policy as the transaction leaves it. */
function current(notice: TransactionNotice, field: "address" | "city" | "state" | "zipCode") {
  return notice.transaction.changes[field] ?? notice.policy[field];
}

const namedInsured = (notice: TransactionNotice) => notice.transaction.changes.insuredName ?? notice.policy.insuredName;

function location(page: Page): string {
  const { notice, words } = page;
  const [address, city, state, zipCode] = (["address", "city", "state", "zipCode"] as const).map((field) =>
    current(notice, field),
  );
  // "Tampa, FL 33606", as a US address is written.
  const cityLine = [city, [state, zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const lines = [address, cityLine].filter(Boolean);
  return lines.join("\n") || words.locationOnFile;
}

/**
 * The endorsement's changes: each field with its value before and after, in
 * three columns; a rated home's changed inputs (a new roof, shutters, an
 * inspection's answers) each on their own row, in words.
 */
function changesTable(page: Page) {
  const { notice, words, document, layout, language } = page;
  const own = words.endorsement;
  const { changes, changedFrom } = notice.transaction;
  const half = (layout.contentWidth() - 150) / 2;
  const table = pdfTable(document, [{ width: 150 }, { width: half }, { width: half }]);
  table.header([own.item, own.before, own.after]);
  const changed = (Object.keys(changes) as (keyof TransactionChanges)[]).filter(
    // A payment plan comes with new business or a renewal, never an endorsement.
    (field): field is Exclude<keyof TransactionChanges, "home" | "paymentPlan"> =>
      field !== "home" && field !== "paymentPlan",
  );
  for (const field of changed) {
    table.row([own.fields[field], shown(page, field, changedFrom[field]), shown(page, field, changes[field])]);
  }
  if (changes.home) {
    for (const row of homeChangeRows(changedFrom.home as Home | null | undefined, changes.home, words, language)) {
      table.row(row);
    }
  }
  table.end();
}

/** A field's value as the reader sees it: money in dollars, days as dates, stored values in their words. */
function shown({ words, values, formats }: Page, field: keyof TransactionChanges, value: unknown): string {
  const none = words.endorsement.none;
  if (value === null || value === undefined || value === "") return none;
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : none;
  if (typeof value === "number")
    return field === "premium" || field === "coverage" ? formats.money(value) : String(value);
  if (typeof value !== "string") return JSON.stringify(value);
  if (field === "expirationDate") return formats.date(value);
  if (field === "businessType") return labelOf(values.businessTypes, value);
  return value;
}
