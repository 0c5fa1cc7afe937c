import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RenewalReview, RenewalReviewState } from "../../../shared/policy-transaction";
import { PolicyCell } from "../../components/lists/policy-cell";
import { QueryTable } from "../../components/lists/query-table";
import { StatusBadge } from "../../components/lists/status-badge";
import { useUrlState } from "../../hooks/use-url-state";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { listTexts, staffNs } from "../../lib/staff-texts";
import { useRenewalReview } from "./api/list-renewal-review";

const defaults = { page: 1 };

/** Each state's look among the shared statuses: waiting for a decision, past its day, or settled. */
const looks: Record<RenewalReviewState, string> = {
  open: "due",
  renewsOnCurrentTerms: "overdue",
  nonRenewed: "ended",
  renewed: "issued",
};

/**
 * Renewals the rate table cannot price: why, the last day to mail a non-renewal, and what has happened. Past that
 * day the policy renews on its current terms (decision 0048).
 */
export function RenewalReviewList() {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const [view, setView] = useUrlState(defaults);
  const review = useRenewalReview({ page: view.page });
  const columns = useMemo<ColumnDef<RenewalReview, unknown>[]>(() => {
    const date = (iso: string) => formatCalendarDate(iso, language);
    return [
      {
        id: "policy",
        header: t("renewalReview.columns.policy"),
        cell: ({ row }) => <PolicyCell policy={row.original} />,
      },
      {
        id: "state",
        header: t("renewalReview.columns.state"),
        cell: ({ row }) => (
          <StatusBadge status={looks[row.original.state]} label={t(`renewalReview.states.${row.original.state}`)} />
        ),
      },
      {
        id: "nonRenewalBy",
        header: t("renewalReview.columns.nonRenewalBy"),
        cell: ({ row }) => (
          <div className="space-y-1 whitespace-nowrap">
            <p className="font-semibold">{date(row.original.nonRenewalBy)}</p>
            <p className="text-muted-foreground">{t("renewalReview.termEnds", { date: date(row.original.termEnd) })}</p>
          </div>
        ),
      },
      {
        // Last: on a phone the policy, its state and the deadline come first.
        id: "reason",
        header: t("renewalReview.columns.reason"),
        cell: ({ row }) => (
          <div className="min-w-60 space-y-1">
            <p>{row.original.reason}</p>
            <p className="text-muted-foreground">
              {t("renewalReview.checkedOn", { date: date(row.original.checkedOn) })}
            </p>
          </div>
        ),
      },
    ];
  }, [t, language]);

  return (
    <QueryTable<RenewalReview>
      query={review}
      columns={columns}
      rowKey={(row) => row.policyId}
      texts={listTexts(t, "renewalReview")}
      onViewChange={setView}
    />
  );
}
