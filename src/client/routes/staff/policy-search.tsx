import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { policySearchCountLimit, policySearchPageSize, policySearchSchema, type Policy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { DataTable } from "../../components/lists/data-table";
import { Pager } from "../../components/lists/pager";
import { EmptyState, ErrorState, LoadingState } from "../../components/lists/query-states";
import { policyColumns } from "../../features/policies/policy-columns";
import { PolicyFilterBar } from "../../features/policies/policy-filter-bar";
import { usePolicySearch } from "../../features/policies/api/search-policies";
import { pagerLabels, staffNs } from "../../lib/staff-texts";
import { useUrlState } from "../../hooks/use-url-state";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policySearch");

const defaults = {
  q: "",
  policyType: "",
  status: "",
  businessType: "",
  sortBy: "policyNumber",
  sortDirection: "asc",
  page: 1,
};

/** SPEC §2 policy search on live data: the §9 filters, ten to a page. */
export default function PolicySearchPage() {
  const { t, i18n } = useTranslation(staffNs);
  const navigate = useNavigate();
  const [view, setView] = useUrlState(defaults);
  const search = policySearchSchema.catch(policySearchSchema.parse({})).parse({
    ...view,
    q: view.q || undefined,
    policyType: view.policyType || undefined,
    status: view.status || undefined,
    businessType: view.businessType || undefined,
    pageSize: policySearchPageSize,
  });
  const policies = usePolicySearch(search);
  const columns = useMemo(() => policyColumns(t, i18n.language), [t, i18n.language]);
  // Beyond the count limit the server stops counting (decision 0018): "more than 1,000".
  const capped = policies.data?.totalIsCapped === true;
  const countLimit = new Intl.NumberFormat(i18n.language).format(policySearchCountLimit);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("policySearch.title")}</h1>
        <p className="text-muted-foreground">{t("policySearch.lead")}</p>
      </div>
      <PolicyFilterBar
        key={view.q}
        ns={staffNs}
        values={{ q: view.q, policyType: view.policyType, status: view.status, businessType: view.businessType }}
        onChange={setView}
      />
      {policies.isPending ? (
        <LoadingState label={t("policySearch.loading")} />
      ) : policies.isError ? (
        <ErrorState
          title={t("policySearch.loadFailed")}
          message={policies.error.message}
          retryLabel={t("common.retry")}
          onRetry={() => void policies.refetch()}
        />
      ) : policies.data.items.length === 0 ? (
        <EmptyState title={t("policySearch.empty.title")} body={t("policySearch.empty.body")} />
      ) : (
        <>
          <DataTable<Policy>
            caption={
              capped
                ? t("policySearch.captionCapped", { total: countLimit })
                : t("policySearch.caption", { count: policies.data.totalItems })
            }
            columns={columns}
            rows={policies.data.items}
            rowKey={(policy) => policy.id}
            sort={{ sortBy: search.sortBy, sortDirection: search.sortDirection }}
            onSortChange={(sort) => setView(sort)}
            onRowOpen={(policy) => void navigate(pathTo("policyDetail", { policyId: policy.id }))}
          />
          <Pager
            page={policies.data.page}
            pageSize={policies.data.pageSize}
            totalItems={policies.data.totalItems}
            onPageChange={(page) => setView({ page })}
            labels={
              capped
                ? {
                    ...pagerLabels(t),
                    showing: (from, to) => t("policySearch.showingCapped", { from, to, total: countLimit }),
                  }
                : pagerLabels(t)
            }
          />
          {capped && (
            <p className="text-sm text-muted-foreground">{t("policySearch.cappedNote", { total: countLimit })}</p>
          )}
        </>
      )}
    </div>
  );
}
