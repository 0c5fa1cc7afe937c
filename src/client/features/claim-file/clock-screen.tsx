import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ClaimDeadlineRow } from "../../../shared/claim-file";
import { pathTo } from "../../../shared/routes";
import { choicesWithAll } from "../../components/lists/filter-bar";
import { DataTable } from "../../components/lists/data-table";
import { EmptyState, ErrorState, LoadingState } from "../../components/lists/query-states";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { useUrlState } from "../../hooks/use-url-state";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { useDeadlines } from "./api/deadlines";
import { claimFileNs } from "./claim-file-texts";
import { ClockState } from "./clock-states";

const states = ["atRisk", "overdue"] as const;

/**
 * The Claims clock screen: every statutory deadline at risk (due within the
 * company's days) or overdue across the open claims, soonest first; an
 * adjuster sees their own. Each claim number opens its file.
 */
export function ClockScreen() {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const [view, setView] = useUrlState({ state: "" });
  const state = states.find((each) => each === view.state);
  const deadlines = useDeadlines(state);
  const columns = useMemo<ColumnDef<ClaimDeadlineRow, unknown>[]>(
    () => [
      {
        id: "claim",
        header: t("clockScreen.claim"),
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <Link
            to={pathTo("claimFile", { claimId: row.original.claimId })}
            className="font-medium text-primary underline underline-offset-2"
          >
            {row.original.claimNumber}
          </Link>
        ),
      },
      { id: "policy", header: t("clockScreen.policy"), cell: ({ row }) => row.original.policyNumber },
      { id: "deadline", header: t("clocks.deadline"), cell: ({ row }) => t(`clocks.keys.${row.original.key}`) },
      {
        id: "due",
        header: t("clocks.due"),
        cell: ({ row }) => (row.original.dueOn ? formatCalendarDate(row.original.dueOn, language) : t("clocks.none")),
      },
      { id: "state", header: t("clocks.state"), cell: ({ row }) => <ClockState state={row.original.state} /> },
      {
        id: "adjuster",
        header: t("adjuster.title"),
        cell: ({ row }) => row.original.adjuster?.name ?? t("adjuster.none"),
      },
    ],
    [t, language],
  );
  return (
    <div className="space-y-6">
      <div role="search" aria-label={t("clockScreen.filter")} className="max-w-xs">
        <FormField label={t("clocks.state")}>
          {(control) => (
            <Select
              {...control}
              value={view.state}
              onChange={(event) => setView({ state: event.target.value })}
              options={choicesWithAll(t("clockScreen.allStates"), states, (each) => t(`clocks.states.${each}`))}
            />
          )}
        </FormField>
      </div>
      {deadlines.isPending ? (
        <LoadingState label={t("clockScreen.loading")} />
      ) : deadlines.isError ? (
        <ErrorState
          title={t("clockScreen.loadFailed")}
          message={deadlines.error.message}
          retryLabel={t("retry")}
          onRetry={() => void deadlines.refetch()}
        />
      ) : deadlines.data.length === 0 ? (
        <EmptyState title={t("clockScreen.empty.title")} body={t("clockScreen.empty.body")} />
      ) : (
        <DataTable
          caption={t("clockScreen.caption", { count: deadlines.data.length })}
          columns={columns}
          rows={deadlines.data}
          rowKey={(row) => `${row.claimId}-${row.key}`}
        />
      )}
    </div>
  );
}
