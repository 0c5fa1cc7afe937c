import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../shared/format";
import type { Policy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { StatusBadge } from "../../components/lists/status-badge";
import { formatCalendarDate } from "../../lib/format-date";

/** The policy search results; the number links to the policy. */
export function policyColumns(t: TFunction, language: string): ColumnDef<Policy, unknown>[] {
  return [
    {
      id: "policyNumber",
      header: t("policySearch.columns.policyNumber"),
      meta: { sortField: "policyNumber" },
      cell: ({ row }) => (
        <Link
          to={pathTo("policyDetail", { policyId: row.original.id })}
          className="font-medium whitespace-nowrap text-primary underline-offset-2 hover:underline"
        >
          {row.original.policyNumber}
        </Link>
      ),
    },
    {
      id: "insured",
      header: t("policySearch.columns.insured"),
      meta: { sortField: "insuredName" },
      cell: ({ row }) => row.original.insuredName,
    },
    {
      id: "type",
      header: t("policySearch.columns.type"),
      cell: ({ row }) => t(`policyType.${row.original.policyType}`),
    },
    {
      id: "status",
      header: t("policySearch.columns.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} label={t(`policyStatus.${row.original.status}`)} />,
    },
    {
      id: "premium",
      header: t("policySearch.columns.premium"),
      meta: { sortField: "premium", align: "end" },
      cell: ({ row }) => formatMoney(row.original.premium),
    },
    {
      id: "effective",
      header: t("policySearch.columns.effective"),
      meta: { sortField: "effectiveDate" },
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatCalendarDate(row.original.effectiveDate, language)}</span>
      ),
    },
    {
      id: "expiration",
      header: t("policySearch.columns.expiration"),
      meta: { sortField: "expirationDate" },
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatCalendarDate(row.original.expirationDate, language)}</span>
      ),
    },
    { id: "agent", header: t("policySearch.columns.agent"), cell: ({ row }) => row.original.agent?.name ?? "–" },
  ];
}
