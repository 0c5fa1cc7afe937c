import type { Language } from "../../../shared/constants";
import { formatCents, formatMoney, localeOf } from "../../../shared/format";
import { message } from "../../../shared/messages/message";
import { renderMessage } from "../../../shared/messages/render";
import {
  windMitigationQuestions,
  type Home,
  type HomeChanges,
  type StoredRating,
  type WindMitigation,
  type WindMitigationQuestion,
} from "../../../shared/rating";
import type { LetterLayout } from "../../pdf/pdf-layout";
import { pdfTable } from "../../pdf/pdf-table";
import type { Catalog } from "../../texts/catalog";
import { fill } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";
import { ratingIn } from "../rating/worksheet-words";

type Words = Catalog["transactionDocuments"];

const percent = (value: number, language: Language) =>
  `${new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: 1 }).format(value)}%`;

/**
 * The declarations' "How your premium is worked out" for a rated home: the
 * worksheet line by line in the insured's language (what counts, what the
 * home has, what it does to the price, the part's running amount), ending
 * at the total, with the one thing people most often misread: the wind
 * mitigation credit lowers the hurricane part only.
 */
export function worksheetSection(
  document: PDFKit.PDFDocument,
  layout: LetterLayout,
  words: Words,
  rating: StoredRating,
  language: Language,
): void {
  const own = words.worksheet;
  const { worksheet, windMitigationCreditPercent } = ratingIn(rating, language);
  layout.heading(own.heading);
  layout.paragraph(own.lead);
  document.moveDown(0.3);
  layout.paragraph(
    windMitigationCreditPercent > 0
      ? fill(own.credit, { percent: percent(windMitigationCreditPercent, language) })
      : own.noCredit,
  );

  const width = layout.contentWidth();
  const table = pdfTable(
    document,
    [{ width: 140 }, { width: width - 140 - 80 - 80 }, { width: 80 }, { width: 80, align: "right" }],
    9,
  );
  table.header([own.step, own.home, own.effect, own.amount]);
  for (const line of worksheet) {
    // The three parts and the total close their stretch of the worksheet: bold, so the eye finds them.
    const closes = line.key === "total" || line.key.endsWith(".rounded");
    table.row([line.name, line.value, line.effect, formatCents(line.amountCents, language)], { bold: closes });
  }
  table.end();

  const version = fill(own.version, { version: rating.rateVersion, date: formatsFor(language).date(rating.ratedOn) });
  layout.paragraph(rating.illustrative ? `${version} ${own.illustrative}` : version);
}

/** The line under an endorsement's changes: the new worksheet's total, to the cent. */
export const newTotal = (words: Words, rating: StoredRating, language: Language): [string, string] => [
  words.endorsement.newTotal,
  formatCents(rating.totalCents, language),
];

type HomeField = Exclude<keyof Home, "windMitigation" | "roofInspection">;

/** One input of a home as the insured reads it, in the worksheet's own words where it has them. */
function homeValue(field: HomeField, value: Home[HomeField] | undefined, words: Words, language: Language): string {
  if (value === undefined) return words.endorsement.none;
  switch (field) {
    case "coverageA":
    case "aopDeductible":
      return formatMoney(Number(value), language);
    case "construction":
      return renderMessage({ key: `words.construction.${value as Home["construction"]}`, params: {} }, language);
    case "protectionClass":
      return renderMessage(message("rating.value.protectionClass", { protectionClass: Number(value) }), language);
    case "hurricaneDeductible":
      return String(value).endsWith("%")
        ? renderMessage(message("rating.value.percentDeductible", { percent: String(value) }), language)
        : formatMoney(Number(value), language);
    case "otherStructuresPercent":
    case "personalPropertyPercent":
    case "lossOfUsePercent":
      return renderMessage(message("rating.value.percentOfA", { percent: Number(value) }), language);
    default:
      // Years and the ZIP code, as written.
      return String(value);
  }
}

function answerOf(
  inspection: WindMitigation | null | undefined,
  question: WindMitigationQuestion,
  words: Words,
): string {
  if (!inspection) return words.endorsement.noInspection;
  const answers: Record<string, string> = words.windMitigation.answers[question];
  return answers[inspection[question]] ?? inspection[question];
}

/**
 * An endorsement's changes to a rated home, each changed input with its
 * value before and after, in words: a new roof year, shutters, an
 * inspection's answers (only those that differ; a home gaining or losing
 * its inspection shows each answer against "No inspection").
 */
export function homeChangeRows(
  before: Home | null | undefined,
  after: HomeChanges,
  words: Words,
  language: Language,
): [string, string, string][] {
  const rows: [string, string, string][] = [];
  for (const field of Object.keys(words.endorsement.home) as HomeField[]) {
    if (!(field in after) || before?.[field] === after[field]) continue;
    rows.push([
      words.endorsement.home[field],
      homeValue(field, before?.[field], words, language),
      homeValue(field, after[field], words, language),
    ]);
  }
  if ("windMitigation" in after) {
    const [was, is] = [before?.windMitigation ?? null, after.windMitigation ?? null];
    for (const question of windMitigationQuestions) {
      const [from, to] = [answerOf(was, question, words), answerOf(is, question, words)];
      if (from !== to) rows.push([words.windMitigation.questions[question], from, to]);
    }
  }
  return rows;
}
