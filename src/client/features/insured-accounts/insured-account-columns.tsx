import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { InsuredAccount } from "../../../shared/insured-account";
import { pathTo } from "../../../shared/routes";
import { StatusBadge } from "../../components/lists/status-badge";

/** The insured accounts list; the account number links to the account. */
export function insuredAccountColumns(t: TFunction): ColumnDef<InsuredAccount, unknown>[] {
  return [
    {
      id: "accountNumber",
      header: t("accounts.columns.accountNumber"),
      cell: ({ row }) => (
        <Link
          to={pathTo("insuredAccountDetail", { accountId: row.original.id })}
          className="font-medium whitespace-nowrap text-primary underline-offset-2 hover:underline"
        >
          {row.original.accountNumber}
        </Link>
      ),
    },
    { id: "name", header: t("accounts.columns.name"), cell: ({ row }) => row.original.name },
    {
      id: "contact",
      header: t("accounts.columns.contact"),
      cell: ({ row }) => (
        <div className="space-y-1">
          <p>{row.original.contactName || "–"}</p>
          {row.original.email && <p className="break-all text-muted-foreground">{row.original.email}</p>}
        </div>
      ),
    },
    {
      id: "city",
      header: t("accounts.columns.city"),
      cell: ({ row }) => [row.original.city, row.original.state].filter(Boolean).join(", ") || "–",
    },
    {
      id: "status",
      header: t("accounts.columns.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} label={t(`accountStatus.${row.original.status}`)} />,
    },
    {
      id: "policies",
      header: t("accounts.columns.policies"),
      meta: { align: "end" },
      cell: ({ row }) => row.original.policyCount,
    },
    { id: "agent", header: t("accounts.columns.agent"), cell: ({ row }) => row.original.agent?.name ?? "–" },
  ];
}
