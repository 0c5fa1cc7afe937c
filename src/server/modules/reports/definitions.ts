import { documentStatuses } from "../../../shared/document";
import { policyStatuses, policyTypes } from "../../../shared/policy";
import { reportTitles, type ReportType } from "../../../shared/report";
import type { DataScope } from "../../auth/data-scope";
import type { ReportRepository } from "./repository";
import type { ReportTable } from "./report-table";

type Build = (repository: ReportRepository, scope: DataScope) => Promise<ReportTable>;

/** Every known value gets a row, with zeros when nothing matches, so reports compare month to month. */
function byKey<K extends string, R extends Record<string, unknown>>(keys: readonly K[], rows: R[], key: keyof R) {
  return keys.map((name) => ({ name, row: rows.find((row) => row[key] === name) }));
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** The four reports: title, columns and rows. */
export const reportDefinitions: Record<ReportType, Build> = {
  async "portfolio-summary"(repository, scope) {
    const rows = byKey(policyTypes, await repository.policiesByType(scope), "policyType");
    const cells = rows.map(({ name, row }) => [
      name,
      row?.policies ?? 0,
      row?.active ?? 0,
      row?.premium ?? 0,
      row?.coverage ?? 0,
    ]);
    const column = (index: number) => cells.reduce((total, row) => total + (row[index] as number), 0);
    return {
      title: reportTitles["portfolio-summary"],
      columns: [
        { header: "Policy type", kind: "text" },
        { header: "Policies", kind: "count" },
        { header: "Active policies", kind: "count" },
        { header: "Annual premium (USD)", kind: "money" },
        { header: "Coverage (USD)", kind: "money" },
      ],
      rows: cells,
      total: ["Total", column(1), column(2), column(3), column(4)],
    };
  },

  async "premium-by-status"(repository, scope) {
    const rows = byKey(policyStatuses, await repository.policiesByStatus(scope), "status");
    const premium = rows.reduce((total, { row }) => total + (row?.premium ?? 0), 0);
    const policies = rows.reduce((total, { row }) => total + (row?.policies ?? 0), 0);
    return {
      title: reportTitles["premium-by-status"],
      columns: [
        { header: "Status", kind: "text" },
        { header: "Policies", kind: "count" },
        { header: "Annual premium (USD)", kind: "money" },
        { header: "Share of premium (%)", kind: "percent" },
      ],
      rows: rows.map(({ name, row }) => [
        name,
        row?.policies ?? 0,
        row?.premium ?? 0,
        percent(row?.premium ?? 0, premium),
      ]),
      total: ["Total", policies, premium, premium === 0 ? 0 : 100],
    };
  },

  async "documents-by-status"(repository, scope) {
    const rows = byKey(documentStatuses, await repository.documentsByStatus(scope), "status");
    const sumOf = (field: "documents" | "highPriority" | "size") =>
      rows.reduce((total, { row }) => total + Number(row?.[field] ?? 0), 0);
    return {
      title: reportTitles["documents-by-status"],
      columns: [
        { header: "Status", kind: "text" },
        { header: "Documents", kind: "count" },
        { header: "High or urgent", kind: "count" },
        { header: "Total size (bytes)", kind: "bytes" },
      ],
      rows: rows.map(({ name, row }) => [name, row?.documents ?? 0, row?.highPriority ?? 0, row?.size ?? 0]),
      total: ["Total", sumOf("documents"), sumOf("highPriority"), sumOf("size")],
    };
  },

  async "claims-register"(repository, scope) {
    const rows = await repository.claims(scope);
    return {
      title: reportTitles["claims-register"],
      columns: [
        { header: "Claim number", kind: "text" },
        { header: "Reported", kind: "date" },
        { header: "Date of loss", kind: "date" },
        { header: "Policy number", kind: "text" },
        { header: "Member", kind: "text" },
        { header: "Category", kind: "text" },
        { header: "City", kind: "text" },
        { header: "State", kind: "text" },
        { header: "Status", kind: "text" },
      ],
      rows: rows.map((claim) => [
        claim.claimNumber,
        claim.reportedOn,
        claim.dateOfLoss,
        claim.policyNumber,
        `${claim.memberFirstName} ${claim.memberLastName}`,
        claim.category,
        claim.city,
        claim.state,
        claim.status,
      ]),
    };
  },
};
