import { useTranslation } from "react-i18next";
import { memberDeclarationsPath } from "../../features/member/api/get-member-declarations";
import { DocumentsList } from "../../features/member/documents-list";
import { DownloadLink } from "../../features/member/download-link";
import type { MemberPageHandle } from "../../features/member/member-pages";
import { memberNs } from "../../features/member/member-texts";
import { useSelectedPolicy } from "../../features/member/selected-policy";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("memberDocuments");
export const handle: MemberPageHandle = { memberPage: "memberDocuments" };

/** /members/account/documents: the declarations page, made on request, and what staff shared. */
export default function MemberDocumentsPage() {
  const { t } = useTranslation(memberNs);
  const policy = useSelectedPolicy();
  return (
    <div className="space-y-10">
      <section aria-labelledby="declarations-title" className="space-y-3">
        <h2 id="declarations-title" className="text-2xl font-semibold">
          {t("documents.declarationsTitle")}
        </h2>
        <p className="max-w-[70ch] text-muted-foreground">{t("documents.declarationsBody")}</p>
        <DownloadLink
          variant="primary"
          href={memberDeclarationsPath(policy.id)}
          fileName={`declarations-${policy.policyNumber}.pdf`}
        >
          {t("documents.declarations")}
        </DownloadLink>
      </section>
      <section aria-labelledby="shared-documents-title" className="space-y-3">
        <h2 id="shared-documents-title" className="text-2xl font-semibold">
          {t("documents.sharedTitle")}
        </h2>
        <DocumentsList policy={policy} />
      </section>
    </div>
  );
}
