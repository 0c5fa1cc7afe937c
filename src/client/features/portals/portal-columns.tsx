import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../shared/format";
import type { Portal } from "../../../shared/portal";
import { pathTo } from "../../../shared/routes";
import { StatusBadge } from "../../components/lists/status-badge";
import { BusinessType } from "./business-type";

/** SPEC §2: the dashboard table's seven columns. The name links to the portal, for keyboards and screen readers. */
export function portalColumns(t: TFunction): ColumnDef<Portal, unknown>[] {
  return [
    {
      id: "portalName",
      header: t("dashboard.columns.portalName"),
      meta: { sortField: "QsmConfigName" },
      cell: ({ row }) => (
        <Link
          to={pathTo("portalDetail", { portalIdentity: row.original.portalIdentity })}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {row.original.QsmConfigName}
        </Link>
      ),
    },
    {
      id: "companyName",
      header: t("dashboard.columns.companyName"),
      meta: { sortField: "NameInsured" },
      cell: ({ row }) => row.original.NameInsured,
    },
    {
      id: "policyNumber",
      header: t("dashboard.columns.policyNumber"),
      meta: { sortField: "policyNumber" },
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.policyNumber}</span>,
    },
    {
      id: "premium",
      header: t("dashboard.columns.premium"),
      meta: { sortField: "premiumAmount", align: "end" },
      cell: ({ row }) => formatMoney(row.original.premiumAmount),
    },
    {
      id: "status",
      header: t("dashboard.columns.status"),
      meta: { sortField: "status" },
      cell: ({ row }) => <StatusBadge status={row.original.status} label={t(`status.${row.original.status}`)} />,
    },
    {
      id: "businessType",
      header: t("dashboard.columns.businessType"),
      meta: { sortField: "businessType" },
      cell: ({ row }) => (
        <BusinessType
          type={row.original.businessType}
          label={t(`businessType.${row.original.businessType}`, { defaultValue: row.original.businessType })}
        />
      ),
    },
    {
      id: "createdBy",
      header: t("dashboard.columns.createdBy"),
      cell: ({ row }) => row.original.sysCreatedBy ?? "–",
    },
  ];
}
