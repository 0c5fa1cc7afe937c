import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { documentListSchema } from "../../../shared/document";
import type { Policy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import { documentColumns } from "../../features/documents/document-columns";
import { useRecentDocuments } from "../../features/documents/api/list-recent-documents";
import { DocumentTable } from "../../features/documents/document-table";
import { useDownloadDocument } from "../../features/documents/use-download-document";
import { usePolicy } from "../../features/policies/api/get-policy";
import { PolicySubpageHeader } from "../../features/policies/policy-subpage-header";
import { policyRecordTexts } from "../../features/policies/policy-record-texts";
import { staffNs } from "../../lib/staff-texts";
import { useUrlState } from "../../hooks/use-url-state";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyDocuments");

const defaults = { sortBy: "lastModified", sortDirection: "desc", page: 1 };

function PolicyDocuments({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation(staffNs);
  const [view, setView] = useUrlState(defaults);
  const list = documentListSchema.catch(documentListSchema.parse({})).parse({ ...view, policyId: policy.id });
  const documents = useRecentDocuments(list);
  const download = useDownloadDocument();
  const columns = useMemo(() => documentColumns(t, i18n.language, download), [t, i18n.language, download]);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PolicySubpageHeader policy={policy} title={t("policyDocuments.title", { number: policy.policyNumber })} />
      <DocumentTable
        documents={documents}
        columns={columns}
        sort={{ sortBy: list.sortBy, sortDirection: list.sortDirection }}
        onViewChange={setView}
        emptyBody={t("policyDocuments.empty")}
      />
    </div>
  );
}

/** /policy/{policyId}/documents: every document of the policy, from its portals or attached to it. */
export default function PolicyDocumentsPage() {
  const { t } = useTranslation(staffNs);
  const { policyId = "" } = useParams();
  return (
    <RecordGate query={usePolicy(policyId)} texts={policyRecordTexts(t)} backTo={pathTo("policyDashboard")}>
      {(policy) => <PolicyDocuments policy={policy} />}
    </RecordGate>
  );
}
