import type { AgedReceivables, AgingFigures, PremiumFigures, PremiumReport } from "../../../shared/billing-reports";
import type { Language } from "../../../shared/constants";
import { fill, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";
import type { ReportTable } from "../../reporting/report-table";

/**
 * Billing's reports as report tables in the reader's language, money in
 * cents: the policy's columns, then the figures. The widths are the points
 * of a landscape Letter page between its margins (680) each column takes.
 */

/** The title, and what the figures are as of (with a note when the day alone does not say it). */
function named(language: Language, report: { asOf: string }, title: string, note?: string) {
  const words = textsFor(language);
  const asOf = fill(words.billingReports.asOf, { date: formatsFor(language).date(report.asOf) });
  return { words, language, title, subtitle: note ? `${asOf}. ${note}` : asOf };
}

export function premiumReportTable(report: PremiumReport, language: Language): ReportTable {
  const { words, ...heading } = named(language, report, textsFor(language).billingReports.titles.premium);
  const column = words.billingReports.columns;
  const figures = (line: PremiumFigures) => [line.writtenCents, line.earnedCents, line.unearnedCents];
  return {
    ...heading,
    columns: [
      { header: column.policyNumber, kind: "text", width: 100 },
      { header: column.insured, kind: "text", width: 220 },
      { header: column.written, kind: "cents", width: 120 },
      { header: column.earned, kind: "cents", width: 120 },
      { header: column.unearned, kind: "cents", width: 120 },
    ],
    rows: report.policies.map((line) => [line.policyNumber, line.insuredName, ...figures(line)]),
    total: [words.reports.total, "", ...figures(report.total)],
  };
}

export function agedReceivablesTable(report: AgedReceivables, language: Language): ReportTable {
  const texts = textsFor(language).billingReports;
  const { words, ...heading } = named(language, report, texts.titles["aged-receivables"], texts.agedNote);
  const column = words.billingReports.columns;
  const figures = (line: AgingFigures) => [
    line.currentCents,
    line.days1To30Cents,
    line.days31To60Cents,
    line.days61To90Cents,
    line.over90DaysCents,
    line.totalCents,
  ];
  const money = (header: string) => ({ header, kind: "cents" as const, width: 80 });
  return {
    ...heading,
    columns: [
      { header: column.policyNumber, kind: "text", width: 80 },
      { header: column.insured, kind: "text", width: 120 },
      money(column.current),
      money(column.days1To30),
      money(column.days31To60),
      money(column.days61To90),
      money(column.over90Days),
      money(column.totalOpen),
    ],
    rows: report.policies.map((line) => [line.policyNumber, line.insuredName, ...figures(line)]),
    total: [words.reports.total, "", ...figures(report.total)],
  };
}
