import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../shared/format";
import type { UnmatchedNotification } from "../../../shared/payment-notification";
import { QueryTable } from "../../components/lists/query-table";
import { StatusBadge } from "../../components/lists/status-badge";
import { useUrlState } from "../../hooks/use-url-state";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { formatFloridaMoment } from "../../lib/format-date";
import { listTexts } from "../../lib/staff-texts";
import { useUnmatched } from "./api/list-unmatched";

const defaults = { page: 1 };

// The answer gives dollars (to the cent); the billing screens format cents.
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The payment portal's notifications that matched no payment we started
 * (decision 0011), newest first: what the portal said and why it
 * settled nothing, for staff to reconcile by hand. Read-only.
 */
export function UnmatchedPaymentsList() {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  const [view, setView] = useUrlState(defaults);
  const unmatched = useUnmatched({ page: view.page });
  const columns = useMemo<ColumnDef<UnmatchedNotification, unknown>[]>(
    () => [
      {
        id: "received",
        header: t("unmatched.columns.received"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatFloridaMoment(row.original.receivedAt, language)}</span>
        ),
      },
      {
        id: "reason",
        header: t("unmatched.columns.reason"),
        cell: ({ row }) => <span className="font-medium">{t(`unmatched.reason.${row.original.reason}`)}</span>,
      },
      {
        id: "outcome",
        header: t("unmatched.columns.outcome"),
        cell: ({ row }) => (
          <StatusBadge status={row.original.status} label={t(`paymentStatus.${row.original.status}`)} />
        ),
      },
      {
        id: "amount",
        header: t("unmatched.columns.amount"),
        meta: { align: "end" },
        cell: ({ row }) => (
          <span className="font-semibold whitespace-nowrap">{formatCents(cents(row.original.amount), language)}</span>
        ),
      },
      {
        id: "payment",
        header: t("unmatched.columns.payment"),
        cell: ({ row }) => {
          const ours = row.original.payment;
          return (
            <div className="min-w-40 space-y-1">
              <p className="font-mono text-sm break-all">{row.original.paymentId}</p>
              {ours && (
                <p className="text-muted-foreground">
                  {t("unmatched.ours", {
                    policyNumber: ours.policyNumber,
                    amount: formatCents(cents(ours.amount), language),
                    status: t(`paymentStatus.${ours.status}`),
                  })}
                </p>
              )}
            </div>
          );
        },
      },
      {
        // Last: the portal's event id matters when asking the portal about it, not at a glance.
        id: "event",
        header: t("unmatched.columns.event"),
        cell: ({ row }) => <p className="min-w-40 font-mono text-sm break-all">{row.original.eventId}</p>,
      },
    ],
    [t, language],
  );

  return (
    <QueryTable<UnmatchedNotification>
      query={unmatched}
      columns={columns}
      rowKey={(notification) => notification.eventId}
      texts={listTexts(t, "unmatched")}
      onViewChange={setView}
      readOnly
    />
  );
}
