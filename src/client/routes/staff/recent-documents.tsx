import { ArrowLeft } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { documentListSchema } from "../../../shared/document";
import { pathTo } from "../../../shared/routes";
import { DocumentCounters } from "../../features/documents/document-counters";
import { documentColumns } from "../../features/documents/document-columns";
import { useRecentDocuments } from "../../features/documents/api/list-recent-documents";
import { DocumentTable } from "../../features/documents/document-table";
import { useDownloadDocument } from "../../features/documents/use-download-document";
import { UploadDocumentDialog } from "../../features/documents/upload-document-dialog";
import { staffNs } from "../../lib/staff-texts";
import { useUrlState } from "../../hooks/use-url-state";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyRecent");

const defaults = { sortBy: "lastModified", sortDirection: "desc", page: 1 };

/** SPEC §2 Recent Documents, on live data. */
export default function RecentDocumentsPage() {
  const { t, i18n } = useTranslation(staffNs);
  const [view, setView] = useUrlState(defaults);
  const list = documentListSchema.catch(documentListSchema.parse({})).parse(view);
  const documents = useRecentDocuments(list);

  const download = useDownloadDocument();
  const columns = useMemo(() => documentColumns(t, i18n.language, download), [t, i18n.language, download]);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("policyDashboard")} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("documents.backToDashboard")}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{t("documents.recentTitle")}</h1>
          <p className="text-muted-foreground">{t("documents.recentLead")}</p>
        </div>
        <UploadDocumentDialog ns={staffNs} label={t("documents.uploadNew")} />
      </div>
      <DocumentCounters ns={staffNs} counters={documents.data?.counters} />
      <DocumentTable
        documents={documents}
        columns={columns}
        sort={{ sortBy: list.sortBy, sortDirection: list.sortDirection }}
        onViewChange={setView}
        emptyBody={t("documents.empty.body")}
      />
    </div>
  );
}
