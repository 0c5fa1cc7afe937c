import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import type { Invoice } from "../../../shared/billing";
import type { Language } from "../../../shared/constants";
import { formatCents } from "../../../shared/format";
import { StatusBadge } from "../../components/lists/status-badge";
import { cn } from "../../lib/cn";
import { formatCalendarDate } from "../../lib/format-date";

const amounts = {
  premium: (invoice: Invoice) => invoice.premiumCents,
  fee: (invoice: Invoice) => invoice.feeCents,
  paid: (invoice: Invoice) => invoice.paidCents,
  open: (invoice: Invoice) => invoice.openCents,
} as const;

/**
 * A policy's invoices: which installment of the plan (the row's name, with
 * its term when the policy has had more than one), when it is due, its
 * premium, fee, what is paid and open, and its status. Past due is also in
 * bold (due day and open amount), never by colour alone.
 */
export function invoiceColumns(t: TFunction, language: Language, showTerm: boolean): ColumnDef<Invoice, unknown>[] {
  const pastDue = (invoice: Invoice) => invoice.status === "pastDue";
  const money = (column: keyof typeof amounts): ColumnDef<Invoice, unknown> => ({
    id: column,
    header: t(`policyBilling.columns.${column}`),
    meta: { align: "end" },
    cell: ({ row: { original: invoice } }) => (
      <span className={cn("whitespace-nowrap", column === "open" && pastDue(invoice) && "font-semibold")}>
        {formatCents(amounts[column](invoice), language)}
      </span>
    ),
  });
  return [
    {
      id: "invoice",
      header: t("policyBilling.columns.invoice"),
      meta: { rowHeader: true },
      cell: ({ row: { original: invoice } }) => (
        <>
          <span className="block font-medium whitespace-nowrap">{invoice.number}</span>
          <span className="block text-muted-foreground">
            {invoice.installment <= invoice.ofInstallments
              ? t("policyBilling.installment", { n: invoice.installment, of: invoice.ofInstallments })
              : t("policyBilling.additional")}
            {showTerm && ` · ${t("policyBilling.term", { n: invoice.termNumber })}`}
          </span>
        </>
      ),
    },
    {
      id: "due",
      header: t("policyBilling.columns.due"),
      cell: ({ row: { original: invoice } }) => (
        <span className={cn("whitespace-nowrap", pastDue(invoice) && "font-semibold")}>
          {formatCalendarDate(invoice.dueOn, language)}
        </span>
      ),
    },
    money("premium"),
    money("fee"),
    money("paid"),
    money("open"),
    {
      id: "status",
      header: t("policyBilling.columns.status"),
      cell: ({ row: { original: invoice } }) => (
        <StatusBadge status={invoice.status} label={t(`invoiceStatus.${invoice.status}`)} />
      ),
    },
  ];
}
