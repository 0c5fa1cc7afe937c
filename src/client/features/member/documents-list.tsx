import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MemberDocument, MemberPolicy } from "../../../shared/member";
import { EmptyState, QueryStates } from "../../components/lists/query-states";
import { formatCalendarDate } from "../../lib/format-date";
import { formatFileSize } from "../../lib/format-file-size";
import { memberDocumentFilePath } from "./api/get-member-document-file";
import { useMemberDocuments } from "./api/list-member-documents";
import { DownloadLink } from "./download-link";
import { memberNs } from "./member-texts";

/** The documents staff shared with the insured: name, type, date, size, and a download when there is a file. */
export function DocumentsList({ policy }: { policy: MemberPolicy }) {
  const { t } = useTranslation(memberNs);
  const documents = useMemberDocuments(policy.id);
  return (
    <QueryStates
      query={documents}
      texts={{ loading: t("documents.loading"), loadFailed: t("documents.loadFailed"), retry: t("shell.retry") }}
    >
      {(shared) =>
        shared.length === 0 ? (
          <EmptyState title={t("documents.empty.title")} body={t("documents.empty.body")} />
        ) : (
          <ul
            aria-label={t("documents.listLabel")}
            className="divide-y divide-border rounded-lg border border-border bg-surface"
          >
            {shared.map((document) => (
              <DocumentRow key={document.id} policyId={policy.id} document={document} />
            ))}
          </ul>
        )
      }
    </QueryStates>
  );
}

function DocumentRow({ policyId, document }: { policyId: string; document: MemberDocument }) {
  const { t, i18n } = useTranslation(memberNs);
  const details = [
    t(`documentType.${document.type}`, { defaultValue: document.type }),
    formatCalendarDate(document.modifiedAt, i18n.language),
    formatFileSize(document.size, i18n.language),
  ];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="flex min-w-0 items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <p className="font-medium break-words">{document.name}</p>
          <p className="text-sm text-muted-foreground">{details.join(" · ")}</p>
        </div>
      </div>
      {document.hasFile ? (
        <DownloadLink
          href={memberDocumentFilePath(policyId, document.id)}
          fileName={document.name}
          label={t("documents.downloadNamed", { name: document.name })}
        >
          {t("documents.download")}
        </DownloadLink>
      ) : (
        <p className="text-sm text-muted-foreground">{t("documents.noFile")}</p>
      )}
    </li>
  );
}
