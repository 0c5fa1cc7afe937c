import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DelinquentInvoice } from "../../../shared/billing-reports";
import { formatCents } from "../../../shared/format";
import { PolicyCell } from "../../components/lists/policy-cell";
import { QueryTable } from "../../components/lists/query-table";
import { StatusBadge } from "../../components/lists/status-badge";
import { useUrlState } from "../../hooks/use-url-state";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { formatCalendarDate } from "../../lib/format-date";
import { listTexts } from "../../lib/staff-texts";
import { useDelinquent } from "./api/list-delinquent";

const defaults = { page: 1 };

/**
 * Past-due invoices by policy, the most overdue policy
 * first: how late and how much is open, and whether the notice of
 * cancellation for non-payment has gone out and when it takes effect.
 */
export function DelinquencyList() {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  const [view, setView] = useUrlState(defaults);
  const delinquent = useDelinquent({ page: view.page });
  const columns = useMemo<ColumnDef<DelinquentInvoice, unknown>[]>(() => {
    const date = (iso: string) => formatCalendarDate(iso, language);
    return [
      {
        id: "policy",
        header: t("delinquency.columns.policy"),
        cell: ({ row }) => <PolicyCell policy={row.original} />,
      },
      {
        id: "daysPastDue",
        header: t("delinquency.columns.daysPastDue"),
        meta: { align: "end" },
        cell: ({ row }) => (
          <span className="font-semibold">{t("delinquency.days", { count: row.original.daysPastDue })}</span>
        ),
      },
      {
        id: "open",
        header: t("delinquency.columns.open"),
        meta: { align: "end" },
        cell: ({ row }) => (
          <span className="font-semibold whitespace-nowrap">{formatCents(row.original.openCents, language)}</span>
        ),
      },
      {
        id: "notice",
        header: t("delinquency.columns.notice"),
        cell: ({ row }) => {
          const notice = row.original.notice;
          if (!notice) return <StatusBadge status="none" label={t("delinquency.noNotice")} />;
          return (
            <div className="space-y-1">
              <StatusBadge status="noticed" label={t("delinquency.noticeSent", { date: date(notice.issuedOn) })} />
              <p className="font-medium">{t("delinquency.cancelsOn", { date: date(notice.effectiveDate) })}</p>
            </div>
          );
        },
      },
      {
        // Last: on a phone how late, how much and the notice come first.
        id: "invoice",
        header: t("delinquency.columns.invoice"),
        cell: ({ row }) => (
          <div className="space-y-1 whitespace-nowrap">
            <p>{row.original.invoiceNumber}</p>
            <p className="text-muted-foreground">{t("delinquency.dueOn", { date: date(row.original.dueOn) })}</p>
          </div>
        ),
      },
    ];
  }, [t, language]);

  return (
    <QueryTable<DelinquentInvoice>
      query={delinquent}
      columns={columns}
      rowKey={(invoice) => invoice.invoiceId}
      texts={listTexts(t, "delinquency")}
      onViewChange={setView}
    />
  );
}
