import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isLocked } from "../../../shared/document";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import { useDocument } from "../../features/documents/api/get-document";
import { DocumentEditForm } from "../../features/documents/document-edit-form";
import { documentRecordTexts } from "../../features/documents/document-record-texts";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("documentEdit");

/** Editing a document's details (a screen the spec links to but does not show). */
export default function DocumentEditPage() {
  const { t } = useTranslation(staffNs);
  const { documentId = "" } = useParams();
  return (
    <RecordGate query={useDocument(documentId)} texts={documentRecordTexts(t)} backTo={pathTo("policyRecent")}>
      {(document) => (
        <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
          <h1 className="text-3xl font-bold break-words text-primary">
            {t("documentDetail.editTitle", { name: document.name })}
          </h1>
          {isLocked(document.status) ? <p>{t("documentDetail.locked")}</p> : <DocumentEditForm document={document} />}
        </div>
      )}
    </RecordGate>
  );
}
