import { Calculator, FilePlus2, FolderPlus, RefreshCw, Search, Settings, Sheet, Upload } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { dashboardPageSize, portalFilterSchema, type Portal } from "../../../shared/portal";
import { pathTo } from "../../../shared/routes";
import { DataTable, type SortState } from "../../components/lists/data-table";
import { Pager } from "../../components/lists/pager";
import { EmptyState, ErrorState, LoadingState } from "../../components/lists/query-states";
import { Button } from "../../components/ui/button";
import { exportPortals } from "../../features/portals/api/export-portals";
import { usePortalList } from "../../features/portals/api/list-portals";
import { DashboardTiles } from "../../features/portals/dashboard-tiles";
import { portalColumns } from "../../features/portals/portal-columns";
import { PortalFilterBar } from "../../features/portals/portal-filter-bar";
import { GenerateReportDialog } from "../../features/reports/generate-report-dialog";
import { pagerLabels, staffNs } from "../../lib/staff-texts";
import { useUrlState } from "../../hooks/use-url-state";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyDashboard");

const defaults = {
  searchTerm: "",
  status: "",
  businessType: "",
  sortBy: "createdAt",
  sortDirection: "desc",
  page: 1,
};

/** SPEC §2 portal dashboard, on live data. */
export default function DashboardPage() {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const [view, setView] = useUrlState(defaults);
  // Only what the schema accepts reaches the server; a hand-edited address falls back to the defaults.
  const filter = portalFilterSchema.catch(portalFilterSchema.parse({})).parse({
    searchTerm: view.searchTerm || undefined,
    status: view.status || undefined,
    businessType: view.businessType || undefined,
    sortBy: view.sortBy,
    sortDirection: view.sortDirection,
    page: view.page,
    pageSize: dashboardPageSize,
  });
  const list = usePortalList(filter);
  const columns = useMemo(() => portalColumns(t), [t]);

  async function refresh() {
    const result = await list.refetch();
    if (result.isSuccess) toast.success(t("dashboard.management.refreshed"));
  }

  async function exportList() {
    const { page: _page, pageSize: _size, ...exported } = filter;
    try {
      await exportPortals(exported);
      toast.success(t("dashboard.management.exported"));
    } catch (error) {
      toast.error(t("dashboard.management.exportFailed"), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("dashboard.title")}</h1>
        <p className="text-muted-foreground">{t("dashboard.lead")}</p>
      </div>
      <DashboardTiles ns={staffNs} />

      <nav aria-label={t("dashboard.quick.label")} className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={pathTo("portalNew")}>
            <FolderPlus aria-hidden="true" />
            {t("dashboard.quick.newPortal")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={pathTo("policyNew")}>
            <FilePlus2 aria-hidden="true" />
            {t("dashboard.quick.newPolicy")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={pathTo("quickQuote")}>
            <Calculator aria-hidden="true" />
            {t("dashboard.quick.quickQuote")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={pathTo("policySearch")}>
            <Search aria-hidden="true" />
            {t("dashboard.quick.searchPolicies")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={pathTo("policyRecent")}>
            <Upload aria-hidden="true" />
            {t("dashboard.quick.uploadDocument")}
          </Link>
        </Button>
        <GenerateReportDialog ns={staffNs} />
        <Button asChild variant="outline">
          <Link to={pathTo("staffSettings")}>
            <Settings aria-hidden="true" />
            {t("dashboard.quick.configure")}
          </Link>
        </Button>
      </nav>

      <section
        aria-labelledby="portal-management"
        className="space-y-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="portal-management" className="text-xl font-semibold">
            {t("dashboard.management.title")}
          </h2>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => void refresh()} disabled={list.isFetching}>
              <RefreshCw aria-hidden="true" className={list.isFetching ? "animate-spin" : undefined} />
              {t("dashboard.management.refresh")}
            </Button>
            <Button variant="outline" onClick={() => void exportList()}>
              <Sheet aria-hidden="true" />
              {t("dashboard.management.export")}
            </Button>
          </div>
        </div>
        <PortalFilterBar
          key={view.searchTerm}
          ns={staffNs}
          values={{ searchTerm: view.searchTerm, status: view.status, businessType: view.businessType }}
          onChange={setView}
        />
        {list.isPending ? (
          <LoadingState label={t("dashboard.loading")} />
        ) : list.isError ? (
          <ErrorState
            title={t("dashboard.loadFailed")}
            message={list.error.message}
            retryLabel={t("common.retry")}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title={t("dashboard.empty.title")}
            body={t("dashboard.empty.body")}
            action={
              <Button asChild>
                <Link to={pathTo("portalNew")}>{t("dashboard.empty.create")}</Link>
              </Button>
            }
          />
        ) : (
          <>
            <DataTable<Portal>
              caption={t("dashboard.caption", { count: list.data.totalItems })}
              columns={columns}
              rows={list.data.items}
              rowKey={(portal) => portal.diHeaderGUID}
              sort={{ sortBy: filter.sortBy, sortDirection: filter.sortDirection }}
              onSortChange={(sort: SortState) => setView(sort)}
              onRowOpen={(portal) => void navigate(pathTo("portalDetail", { portalIdentity: portal.portalIdentity }))}
            />
            <Pager
              page={list.data.page}
              pageSize={list.data.pageSize}
              totalItems={list.data.totalItems}
              onPageChange={(page) => setView({ page })}
              labels={pagerLabels(t)}
            />
          </>
        )}
      </section>
    </div>
  );
}
