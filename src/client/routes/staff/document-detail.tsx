import { ArrowLeft, Download, ExternalLink, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isLocked, type Document } from "../../../shared/document";
import { pathTo } from "../../../shared/routes";
import { Facts, RecordCard } from "../../components/lists/facts";
import { RecordGate } from "../../components/lists/record-gate";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { ActivityList } from "../../features/activity/activity-list";
import { documentFileUrl } from "../../features/documents/api/download-document";
import { useDocument } from "../../features/documents/api/get-document";
import { useDocumentHistory } from "../../features/documents/api/get-document-history";
import { documentRecordTexts } from "../../features/documents/document-record-texts";
import { useDownloadDocument } from "../../features/documents/use-download-document";
import { WorkflowActions } from "../../features/documents/workflow-actions";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";
import { formatMoment } from "../../lib/format-date";

export const meta = routeTitleMeta("documentDetail");

const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Preview({ document }: { document: Document }) {
  const { t } = useTranslation(staffNs);
  const inline = documentFileUrl(document.id, { inline: true });
  if (!document.hasFile) return <p className="text-muted-foreground">{t("documentDetail.noFile")}</p>;
  if (/^image\/(png|jpeg|gif|webp)$/.test(document.contentType ?? "")) {
    return (
      <img
        src={inline}
        alt={t("documentDetail.previewOf", { name: document.name })}
        className="max-h-[32rem] rounded-md border border-border"
      />
    );
  }
  if (document.contentType === "application/pdf") {
    return (
      <div className="space-y-3">
        <iframe
          src={inline}
          title={t("documentDetail.previewOf", { name: document.name })}
          className="h-[32rem] w-full rounded-md border border-border bg-white"
        />
        <Button asChild variant="outline">
          <a href={inline} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" />
            {t("documentDetail.openPdf")}
          </a>
        </Button>
      </div>
    );
  }
  return <p className="text-muted-foreground">{t("documentDetail.noPreview")}</p>;
}

/** Every change to the document, from the audit log, latest first. */
function DocumentHistory({ document }: { document: Document }) {
  const { t } = useTranslation(staffNs);
  const history = useDocumentHistory(document.id);
  if (history.isPending) return <p className="text-muted-foreground">{t("documents.loading")}</p>;
  if (history.isError) return <p className="text-muted-foreground">{history.error.message}</p>;
  return <ActivityList entries={history.data} emptyText={t("documentDetail.noHistory")} />;
}

function DocumentView({ document }: { document: Document }) {
  const { t, i18n } = useTranslation(staffNs);
  const download = useDownloadDocument();
  const details: [string, ReactNode][] = [
    [t("documentDetail.type"), t(`documentType.${document.type}`)],
    [
      t("documentDetail.status"),
      <StatusBadge key="status" status={document.status} label={t(`documentStatus.${document.status}`)} />,
    ],
    [t("documentDetail.priority"), t(`priority.${document.priority}`)],
    [t("documentDetail.category"), t(`category.${document.category}`)],
    [t("documentDetail.size"), document.hasFile ? sizeInWords(document.size) : "–"],
    [t("documentDetail.modified"), formatMoment(document.lastModified, i18n.language)],
    [t("documentDetail.modifiedBy"), document.modifiedBy ?? "–"],
    [
      t("documentDetail.portal"),
      document.portalIdentity ? (
        <Link
          key="portal"
          to={pathTo("portalDetail", { portalIdentity: document.portalIdentity })}
          className="text-primary underline"
        >
          {document.portalIdentity}
        </Link>
      ) : (
        "–"
      ),
    ],
    [
      t("documentDetail.visibleToInsured"),
      document.visibleToInsured ? t("documentDetail.yes") : t("documentDetail.no"),
    ],
    ...(document.rejectionReason
      ? ([[t("documentDetail.rejectionReason"), document.rejectionReason]] as [string, string][])
      : []),
  ];

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("policyRecent")} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("documentDetail.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold break-words text-primary">{document.name}</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={!document.hasFile} onClick={() => download(document)}>
            <Download aria-hidden="true" />
            {t("documentDetail.download")}
          </Button>
          {!isLocked(document.status) && (
            <Button asChild variant="outline">
              <Link to={pathTo("documentEdit", { documentId: document.id })}>
                <Pencil aria-hidden="true" />
                {t("documentDetail.edit")}
              </Link>
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecordCard title={t("documentDetail.details")}>
          <Facts items={details} />
        </RecordCard>
        <div className="space-y-6">
          <RecordCard title={t("documentDetail.workflow")}>
            <WorkflowActions ns={staffNs} document={document} />
          </RecordCard>
          <RecordCard title={t("documentDetail.preview")}>
            <Preview document={document} />
          </RecordCard>
          <RecordCard title={t("documentDetail.history")}>
            <DocumentHistory document={document} />
          </RecordCard>
        </div>
      </div>
    </div>
  );
}

/** A document (a screen the spec links to but does not show): details, preview, download, workflow. */
export default function DocumentDetailPage() {
  const { t } = useTranslation(staffNs);
  const { documentId = "" } = useParams();
  return (
    <RecordGate query={useDocument(documentId)} texts={documentRecordTexts(t)} backTo={pathTo("policyRecent")}>
      {(document) => <DocumentView document={document} />}
    </RecordGate>
  );
}
