import type { Language } from "../../../shared/constants";
import { documentStatuses } from "../../../shared/document";
import { policyStatuses, policyTypes } from "../../../shared/policy";
import type { ReportType } from "../../../shared/report";
import type { DataScope } from "../../auth/data-scope";
import { labelOf, textsFor } from "../../texts/catalog";
import type { ReportRepository } from "./repository";
import type { ReportTable } from "../../reporting/report-table";

type Build = (repository: ReportRepository, scope: DataScope, language: Language) => Promise<ReportTable>;

/** Every known value gets a row, with zeros when nothing matches, so reports compare month to month. */
function byKey<K extends string, R extends Record<string, unknown>>(keys: readonly K[], rows: R[], key: keyof R) {
  return keys.map((name) => ({ name, row: rows.find((row) => row[key] === name) }));
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** The four reports: title, columns and rows, in the reader's language. */
export const reportDefinitions: Record<ReportType, Build> = {
  async "portfolio-summary"(repository, scope, language) {
    const { reports, values } = textsFor(language);
    const rows = byKey(policyTypes, await repository.policiesByType(scope), "policyType");
    const cells = rows.map(({ name, row }) => [
      labelOf(values.policyTypes, name),
      row?.policies ?? 0,
      row?.active ?? 0,
      row?.premium ?? 0,
      row?.coverage ?? 0,
    ]);
    const column = (index: number) => cells.reduce((total, row) => total + (row[index] as number), 0);
    return {
      language,
      title: reports.titles["portfolio-summary"],
      columns: [
        { header: reports.columns.policyType, kind: "text" },
        { header: reports.columns.policies, kind: "count" },
        { header: reports.columns.activePolicies, kind: "count" },
        { header: reports.columns.annualPremium, kind: "money" },
        { header: reports.columns.coverage, kind: "money" },
      ],
      rows: cells,
      total: [reports.total, column(1), column(2), column(3), column(4)],
    };
  },

  async "premium-by-status"(repository, scope, language) {
    const { reports, values } = textsFor(language);
    const rows = byKey(policyStatuses, await repository.policiesByStatus(scope), "status");
    const premium = rows.reduce((total, { row }) => total + (row?.premium ?? 0), 0);
    const policies = rows.reduce((total, { row }) => total + (row?.policies ?? 0), 0);
    return {
      language,
      title: reports.titles["premium-by-status"],
      columns: [
        { header: reports.columns.status, kind: "text" },
        { header: reports.columns.policies, kind: "count" },
        { header: reports.columns.annualPremium, kind: "money" },
        { header: reports.columns.premiumShare, kind: "percent" },
      ],
      rows: rows.map(({ name, row }) => [
        labelOf(values.policyStatuses, name),
        row?.policies ?? 0,
        row?.premium ?? 0,
        percent(row?.premium ?? 0, premium),
      ]),
      total: [reports.total, policies, premium, premium === 0 ? 0 : 100],
    };
  },

  async "documents-by-status"(repository, scope, language) {
    const { reports, values } = textsFor(language);
    const rows = byKey(documentStatuses, await repository.documentsByStatus(scope), "status");
    const sumOf = (field: "documents" | "highPriority" | "size") =>
      rows.reduce((total, { row }) => total + Number(row?.[field] ?? 0), 0);
    return {
      language,
      title: reports.titles["documents-by-status"],
      columns: [
        { header: reports.columns.status, kind: "text" },
        { header: reports.columns.documents, kind: "count" },
        { header: reports.columns.highOrUrgent, kind: "count" },
        { header: reports.columns.totalSize, kind: "bytes" },
      ],
      rows: rows.map(({ name, row }) => [
        labelOf(values.documentStatuses, name),
        row?.documents ?? 0,
        row?.highPriority ?? 0,
        row?.size ?? 0,
      ]),
      total: [reports.total, sumOf("documents"), sumOf("highPriority"), sumOf("size")],
    };
  },

  async "claims-register"(repository, scope, language) {
    const { reports, values } = textsFor(language);
    const rows = await repository.claims(scope);
    const column = reports.columns;
    return {
      language,
      title: reports.titles["claims-register"],
      // Nine columns on one page: the claim number keeps to one line, the two-letter state takes little.
      columns: [
        { header: column.claimNumber, kind: "text", width: 1.4 },
        { header: column.reported, kind: "date" },
        { header: column.dateOfLoss, kind: "date" },
        { header: column.policyNumber, kind: "text", width: 1.1 },
        { header: column.member, kind: "text", width: 1.5 },
        { header: column.category, kind: "text", width: 1.3 },
        { header: column.city, kind: "text", width: 1.2 },
        { header: column.state, kind: "text", width: 0.5 },
        { header: column.status, kind: "text" },
      ],
      rows: rows.map((claim) => [
        claim.claimNumber,
        claim.reportedOn,
        claim.dateOfLoss,
        claim.policyNumber,
        `${claim.memberFirstName} ${claim.memberLastName}`,
        labelOf(values.claimCategories, claim.category),
        claim.city,
        claim.state,
        labelOf(values.claimStatuses, claim.status),
      ]),
    };
  },
};
