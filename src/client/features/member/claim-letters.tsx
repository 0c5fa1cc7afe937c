import { useTranslation } from "react-i18next";
import { todayInFlorida } from "../../../shared/calendar-date";
import type { MemberClaim } from "../../../shared/member";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { memberDocumentFilePath } from "./api/get-member-document-file";
import { DownloadLink } from "./download-link";
import { memberNs } from "./member-texts";

/** The letters we sent about the claim, each a PDF the insured can download. */
export function ClaimLetters({ claim, policyId }: { claim: MemberClaim; policyId: string }) {
  const { t } = useTranslation(memberNs);
  const language = usePageLanguage();
  if (claim.letters.length === 0) return null;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t("claims.lettersTitle")}</h3>
      <ul className="space-y-2">
        {claim.letters.map((letter) => {
          const name = t(`claims.letters.${letter.kind}`);
          return (
            <li key={letter.documentId} className="flex flex-wrap items-center justify-between gap-3">
              <span>
                {name}{" "}
                <span className="text-muted-foreground">
                  {formatCalendarDate(todayInFlorida(new Date(letter.sentAt)), language, "long")}
                </span>
              </span>
              <DownloadLink
                href={memberDocumentFilePath(policyId, letter.documentId)}
                fileName={`${name} ${claim.claimNumber}.pdf`}
                label={t("documents.downloadNamed", { name: `${name} ${claim.claimNumber}` })}
              >
                {t("documents.download")}
              </DownloadLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
