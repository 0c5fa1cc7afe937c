import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { claimSearchSchema, claimStatuses, type ClaimSummary } from "../../../shared/claim";
import { pathTo } from "../../../shared/routes";
import { choicesWithAll, FilterBar } from "../../components/lists/filter-bar";
import { QueryTable } from "../../components/lists/query-table";
import { StatusBadge } from "../../components/lists/status-badge";
import { useUrlState } from "../../hooks/use-url-state";
import { listTexts, staffNs } from "../../lib/staff-texts";
import { formatCalendarDate } from "../../lib/format-date";
import { useClaimSearch } from "./api/search-claims";
import { ClaimStatusDialog } from "./claim-status-dialog";

const defaults = { search: "", status: "", page: 1 };

/**
 * The claims reported through the wizard (the Claims screen): search by
 * number, policy number or name, filter by status, and from each row see the
 * claim's timeline and move it along. Given a policy, only that policy's claims.
 */
export function ClaimsRegister({ policyId }: { policyId?: string }) {
  const { t, i18n } = useTranslation(staffNs);
  const [view, setView] = useUrlState(defaults);
  const query = claimSearchSchema
    .catch(claimSearchSchema.parse({}))
    .parse({ ...view, search: view.search || undefined, status: view.status || undefined, policyId });
  const claims = useClaimSearch(query);

  const columns = useMemo<ColumnDef<ClaimSummary, unknown>[]>(() => {
    const day = (iso: string) => formatCalendarDate(iso, i18n.language);
    return [
      {
        id: "claimNumber",
        header: t("claims.columns.claimNumber"),
        cell: ({ row }) => (
          <Link
            to={pathTo("claimFile", { claimId: row.original.id })}
            className="font-medium text-primary underline underline-offset-2"
          >
            {row.original.claimNumber}
          </Link>
        ),
      },
      {
        id: "policyNumber",
        header: t("claims.columns.policyNumber"),
        cell: ({ row }) =>
          row.original.policyId ? (
            <Link
              to={pathTo("policyDetail", { policyId: row.original.policyId })}
              className="font-medium text-primary underline underline-offset-2"
            >
              {row.original.policyNumber}
            </Link>
          ) : (
            row.original.policyNumber
          ),
      },
      { id: "member", header: t("claims.columns.member"), cell: ({ row }) => row.original.memberName },
      { id: "dateOfLoss", header: t("claims.columns.dateOfLoss"), cell: ({ row }) => day(row.original.dateOfLoss) },
      { id: "category", header: t("claims.columns.category"), cell: ({ row }) => row.original.category },
      {
        id: "location",
        header: t("claims.columns.location"),
        cell: ({ row }) => `${row.original.city}, ${row.original.state}`,
      },
      { id: "received", header: t("claims.columns.received"), cell: ({ row }) => day(row.original.createdAt) },
      {
        id: "status",
        header: t("claims.columns.status"),
        cell: ({ row }) => (
          <div className="flex items-center gap-3">
            <StatusBadge status={row.original.status} label={t(`claimStatus.${row.original.status}`)} />
            <ClaimStatusDialog claim={row.original} />
          </div>
        ),
      },
    ];
  }, [t, i18n.language]);

  return (
    <div className="space-y-6">
      <FilterBar
        key={view.search}
        label={t("claims.filters.label")}
        searchButtonLabel={t("common.search")}
        search={{ name: "search", label: t("claims.filters.search"), value: view.search }}
        selects={[
          {
            name: "status",
            label: t("claims.columns.status"),
            value: view.status,
            options: choicesWithAll(t("common.allStatuses"), claimStatuses, (status) => t(`claimStatus.${status}`)),
          },
        ]}
        onChange={setView}
      />
      <QueryTable<ClaimSummary>
        query={claims}
        columns={columns}
        rowKey={(claim) => claim.id}
        texts={listTexts(t, "claims")}
        onViewChange={setView}
      />
    </div>
  );
}
