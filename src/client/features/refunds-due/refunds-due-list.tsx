import type { ColumnDef } from "@tanstack/react-table";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { refundStatuses, type RefundDue, type RefundStatus } from "../../../shared/billing";
import { formatCents } from "../../../shared/format";
import type { Page } from "../../../shared/page";
import { choicesWithAll } from "../../components/lists/filter-bar";
import { PolicyCell } from "../../components/lists/policy-cell";
import { QueryTable } from "../../components/lists/query-table";
import { StatusBadge } from "../../components/lists/status-badge";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { useUrlState } from "../../hooks/use-url-state";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { formatCalendarDate } from "../../lib/format-date";
import { listTexts } from "../../lib/staff-texts";
import { useRefunds } from "./api/list-refunds";
import { AskRefundButton } from "./ask-refund-button";
import { RecordRefundDialog } from "./record-refund-dialog";

const defaults = { status: "", page: 1 };
const isStatus = (value: string): value is RefundStatus => (refundStatuses as readonly string[]).includes(value);

/** The page with the overdue refunds first, each group in the server's order (the earliest deadline first). */
function overdueFirst(query: UseQueryResult<Page<RefundDue>>): UseQueryResult<Page<RefundDue>> {
  if (!query.data) return query;
  const items = [...query.data.items].sort((a, b) => Number(b.overdue) - Number(a.overdue));
  return { ...query, data: { ...query.data, items } } as UseQueryResult<Page<RefundDue>>;
}

/**
 * Refunds owed to insureds: those still to pay by default
 * (due, and held small amounts), or one status; overdue ones first, marked in
 * words and with an icon; each recorded as paid from its row, and a held one
 * released when the insured asks for it.
 */
export function RefundsDueList() {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  const [view, setView] = useUrlState(defaults);
  const refunds = useRefunds({ status: isStatus(view.status) ? view.status : undefined, page: view.page });
  const columns = useMemo<ColumnDef<RefundDue, unknown>[]>(() => {
    const date = (iso: string) => formatCalendarDate(iso, language);
    return [
      {
        id: "policy",
        header: t("refunds.columns.policy"),
        cell: ({ row }) => <PolicyCell policy={row.original} />,
      },
      {
        id: "amount",
        header: t("refunds.columns.amount"),
        meta: { align: "end" },
        cell: ({ row }) => (
          <span className="font-semibold whitespace-nowrap">{formatCents(row.original.amountCents, language)}</span>
        ),
      },
      {
        id: "dueBy",
        header: t("refunds.columns.dueBy"),
        cell: ({ row }) => (
          <div className="space-y-1 whitespace-nowrap">
            <p className={row.original.overdue ? "font-semibold" : undefined}>{date(row.original.dueBy)}</p>
            {row.original.overdue && <StatusBadge status="overdue" label={t("refundStatus.overdue")} />}
          </div>
        ),
      },
      {
        id: "status",
        header: t("refunds.columns.status"),
        cell: ({ row }) => {
          const refund = row.original;
          return (
            <div className="space-y-1">
              <StatusBadge status={refund.status} label={t(`refundStatus.${refund.status}`)} />
              {refund.status === "held" && <p className="text-muted-foreground">{t("refunds.heldNote")}</p>}
              {refund.requestedByInsured && <p className="text-muted-foreground">{t("refunds.askedNote")}</p>}
              {refund.status === "paid" && (
                <p className="text-muted-foreground">
                  {t("refundLine.paid", {
                    date: date(refund.paidOn ?? refund.dueBy),
                    method: refund.method ? t(`refundMethod.${refund.method}`) : "–",
                    reference: refund.reference ?? "–",
                  })}
                </p>
              )}
            </div>
          );
        },
      },
      {
        id: "actions",
        header: t("refunds.columns.actions"),
        cell: ({ row }) =>
          row.original.status === "due" || row.original.status === "held" ? (
            <div className="flex flex-wrap gap-2">
              <RecordRefundDialog refund={row.original} />
              {row.original.status === "held" && <AskRefundButton refund={row.original} />}
            </div>
          ) : null,
      },
    ];
  }, [t, language]);

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <FormField label={t("refunds.filter")}>
          {(control) => (
            <Select
              {...control}
              value={view.status}
              onChange={(event) => setView({ status: event.target.value })}
              options={choicesWithAll(t("refunds.toPay"), refundStatuses, (status) => t(`refundStatus.${status}`))}
            />
          )}
        </FormField>
      </div>
      <QueryTable<RefundDue>
        query={overdueFirst(refunds)}
        columns={columns}
        rowKey={(refund) => refund.id}
        texts={listTexts(t, "refunds")}
        onViewChange={setView}
      />
    </div>
  );
}
