import type { CatastropheFigures, CatastropheReport } from "../../../shared/catastrophe-report";
import type { Catastrophe } from "../../../shared/claim-file";
import type { Language } from "../../../shared/constants";
import { textsFor } from "../../texts/catalog";
import type { ReportTable } from "../../reporting/report-table";
import type { CatastropheRepository } from "./catastrophe-repository";
import { floridaCountyOf } from "../../geo/florida-counties";

type ZipFigures = Awaited<ReturnType<CatastropheRepository["figuresByZip"]>>[number];

const none = (): CatastropheFigures => ({
  claims: 0,
  openClaims: 0,
  lossPaidCents: 0,
  expensePaidCents: 0,
  outstandingCents: 0,
  incurredCents: 0,
});

function add(sum: CatastropheFigures, zip: ZipFigures): void {
  sum.claims += zip.claims;
  sum.openClaims += zip.openClaims;
  sum.lossPaidCents += zip.lossPaidCents;
  sum.expensePaidCents += zip.expensePaidCents;
  sum.incurredCents += zip.incurredCents;
  sum.outstandingCents = sum.incurredCents - sum.lossPaidCents - sum.expensePaidCents;
}

/**
 * The ZIP codes' figures summed by catastrophe and county: the catastrophes
 * newest first and the claims of none last, the counties by name and an
 * unknown county last within each.
 */
export function catastropheReport(figures: ZipFigures[], catastrophes: Catastrophe[]): CatastropheReport {
  const position = (id: string | null) =>
    id === null ? catastrophes.length : catastrophes.findIndex((c) => c.id === id);
  const rows = new Map<string, CatastropheReport["rows"][number]>();
  const total = none();
  for (const zip of figures) {
    const county = floridaCountyOf(zip.zip);
    const key = `${zip.catastropheId}|${county}`;
    let row = rows.get(key);
    if (!row) {
      const catastropheName = catastrophes.find((c) => c.id === zip.catastropheId)?.name ?? null;
      row = { catastropheId: zip.catastropheId, catastropheName, county, ...none() };
      rows.set(key, row);
    }
    add(row, zip);
    add(total, zip);
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      position(a.catastropheId) - position(b.catastropheId) ||
      Number(a.county === null) - Number(b.county === null) ||
      (a.county ?? "").localeCompare(b.county ?? ""),
  );
  return { rows: sorted, total };
}

/** The report as a table in the reader's language, money in cents. */
export function catastropheReportTable(report: CatastropheReport, language: Language): ReportTable {
  const words = textsFor(language);
  const texts = words.catastropheReport;
  const money = (header: string) => ({ header, kind: "cents" as const, width: 1.1 });
  const figures = (line: CatastropheFigures) => [
    line.claims,
    line.openClaims,
    line.lossPaidCents,
    line.expensePaidCents,
    line.outstandingCents,
    line.incurredCents,
  ];
  return {
    language,
    title: texts.title,
    subtitle: texts.note,
    columns: [
      { header: texts.columns.catastrophe, kind: "text", width: 1.3 },
      { header: texts.columns.county, kind: "text", width: 1.1 },
      { header: texts.columns.claims, kind: "count", width: 0.6 },
      { header: texts.columns.openClaims, kind: "count", width: 0.6 },
      money(texts.columns.lossPaid),
      money(texts.columns.expensePaid),
      money(texts.columns.outstanding),
      money(texts.columns.incurred),
    ],
    rows: report.rows.map((row) => [
      row.catastropheName ?? texts.noCatastrophe,
      row.county ?? texts.unknownCounty,
      ...figures(row),
    ]),
    total: [words.reports.total, "", ...figures(report.total)],
  };
}
