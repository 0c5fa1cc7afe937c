import { ArrowLeft, Download, FileText, Pencil, Share2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { formatMoney } from "../../../shared/format";
import type { Portal } from "../../../shared/portal";
import { pathTo } from "../../../shared/routes";
import { Facts, RecordCard } from "../../components/lists/facts";
import { RecordGate } from "../../components/lists/record-gate";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { ActivityList } from "../../features/activity/activity-list";
import { RelativeTime } from "../../features/activity/relative-time";
import { exportPortalDocuments } from "../../features/documents/api/export-portal-documents";
import { PortalDocumentsCard } from "../../features/documents/portal-documents-card";
import { UploadDocumentDialog } from "../../features/documents/upload-document-dialog";
import { usePortal } from "../../features/portals/api/get-portal";
import { BusinessType } from "../../features/portals/business-type";
import { usePortalActivity } from "../../features/portals/api/get-portal-activity";
import { PortalEditDialog } from "../../features/portals/portal-edit-dialog";
import { staffNs } from "../../lib/staff-texts";
import { useCopyLink } from "../../hooks/use-copy-link";
import { routeTitleMeta } from "../../lib/page-meta";
import { formatCalendarDate } from "../../lib/format-date";

export const meta = routeTitleMeta("portalDetail");

function PortalView({ portal }: { portal: Portal }) {
  const { t, i18n } = useTranslation(staffNs);
  const [editing, setEditing] = useState(false);
  const activity = usePortalActivity(portal.portalIdentity);
  const share = useCopyLink({ copied: t("portal.linkCopied"), copyByHand: t("portal.copyByHand") });
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, "long");
  const download = () =>
    exportPortalDocuments(portal.portalIdentity).catch((error: Error) =>
      toast.error(t("portal.downloadFailed"), { description: error.message }),
    );
  const stats = activity.data?.stats;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("policyDashboard")} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("portal.backToPortals")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{portal.QsmConfigName}</h1>
          <p className="text-lg">{portal.NameInsured}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t("portal.edit")}
          </Button>
          <Button variant="outline" onClick={() => void download()}>
            <Download aria-hidden="true" />
            {t("portal.download")}
          </Button>
          <Button variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            {t("portal.share")}
          </Button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <RecordCard title={t("portal.information")}>
            <Facts
              items={[
                [t("portal.portalId"), portal.portalIdentity],
                [t("portal.schemaId"), portal.SchemaID],
                [
                  t("portal.policyNumber"),
                  portal.policyId ? (
                    <Link
                      key="policy"
                      to={pathTo("policyDetail", { policyId: portal.policyId })}
                      className="font-medium text-primary underline underline-offset-2"
                    >
                      {portal.policyNumber}
                    </Link>
                  ) : (
                    portal.policyNumber
                  ),
                ],
                [
                  t("portal.status"),
                  <StatusBadge key="status" status={portal.status} label={t(`status.${portal.status}`)} />,
                ],
                [
                  t("portal.businessType"),
                  <BusinessType
                    key="businessType"
                    type={portal.businessType}
                    label={t(`businessType.${portal.businessType}`, { defaultValue: portal.businessType })}
                  />,
                ],
                [t("portal.coverageType"), t(`coverageType.${portal.coverageType}`)],
              ]}
            />
          </RecordCard>
          <div className="grid gap-6 sm:grid-cols-2">
            <RecordCard title={t("portal.dates")}>
              <Facts
                items={[
                  [t("portal.effective"), date(portal.effectiveDate)],
                  [t("portal.expiration"), date(portal.expirationDate)],
                ]}
              />
            </RecordCard>
            <RecordCard title={t("portal.premium")}>
              <p className="text-3xl font-bold tabular-nums text-primary" data-testid="portal-premium">
                {formatMoney(portal.premiumAmount)}
              </p>
              <p className="text-muted-foreground">{t("portal.annual")}</p>
            </RecordCard>
          </div>
        </div>
        <div className="space-y-6">
          <RecordCard title={t("portal.quickActions")}>
            <div className="flex flex-col gap-2">
              <Button asChild variant="outline">
                <Link to={pathTo("policyRecent")}>
                  <FileText aria-hidden="true" />
                  {t("portal.viewDocuments")}
                </Link>
              </Button>
              <UploadDocumentDialog
                ns={staffNs}
                label={t("portal.addDocument")}
                portalId={portal.diHeaderGUID}
                variant="outline"
              />
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t("portal.edit")}
              </Button>
            </div>
          </RecordCard>
          <RecordCard title={t("portal.stats")}>
            <Facts
              items={[
                [
                  t("portal.statDocuments"),
                  <span key="d" data-testid="stat-documents">
                    {stats?.documents ?? portal.documentCount}
                  </span>,
                ],
                [
                  t("portal.statUsers"),
                  <span key="u" data-testid="stat-users">
                    {stats?.users ?? "…"}
                  </span>,
                ],
                [
                  t("portal.statLastActivity"),
                  stats ? (
                    stats.lastActivityAt ? (
                      <RelativeTime key="l" iso={stats.lastActivityAt} />
                    ) : (
                      t("portal.noActivityYet")
                    )
                  ) : (
                    "…"
                  ),
                ],
              ]}
            />
          </RecordCard>
          <RecordCard title={t("portal.recentActivity")}>
            {activity.isError ? (
              <p className="text-muted-foreground">{activity.error.message}</p>
            ) : (
              <ActivityList entries={activity.data?.recent ?? []} emptyText={t("portal.noActivity")} />
            )}
          </RecordCard>
        </div>
      </div>
      <PortalDocumentsCard portal={portal} />
      <PortalEditDialog portal={portal} open={editing} onOpenChange={setEditing} />
    </div>
  );
}

/** SPEC §2 portal detail, on live data: the portal's own cards and its documents. */
export default function PortalDetailPage() {
  const { t } = useTranslation(staffNs);
  const { portalIdentity = "" } = useParams();
  const texts = {
    loading: t("portal.loading"),
    loadFailed: t("portal.loadFailed"),
    notFoundTitle: t("portal.notFoundTitle"),
    notFoundBody: t("portal.notFoundBody"),
    back: t("portal.backToPortals"),
    retry: t("common.retry"),
  };
  return (
    <RecordGate query={usePortal(portalIdentity)} texts={texts} backTo={pathTo("policyDashboard")}>
      {(portal) => <PortalView portal={portal} />}
    </RecordGate>
  );
}
