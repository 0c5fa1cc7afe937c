import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ClaimFile } from "../../../shared/claim-file";
import { pathTo } from "../../../shared/routes";
import { RecordCard } from "../../components/lists/facts";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate, formatFloridaMoment } from "../../lib/format-date";
import { claimFileNs } from "./claim-file-texts";

/** The letters to the insured (each a document on the policy, shared with them) and the file's timeline. */
export function LettersCard({ file }: { file: ClaimFile }) {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  return (
    <RecordCard title={t("letters.title")}>
      {file.letters.length === 0 ? (
        <p>{t("letters.none")}</p>
      ) : (
        <ul className="space-y-1">
          {file.letters.map((letter) => (
            <li key={`${letter.kind}-${letter.owedAt}`}>
              {letter.documentId ? (
                <Link
                  to={pathTo("documentDetail", { documentId: letter.documentId })}
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {t(`letters.kinds.${letter.kind}`)}
                </Link>
              ) : (
                <span className="font-medium">{t(`letters.kinds.${letter.kind}`)}</span>
              )}{" "}
              <span className="text-muted-foreground">
                {letter.sentAt
                  ? t("letters.sentOn", { moment: formatFloridaMoment(letter.sentAt, language) })
                  : t("letters.owed")}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="text-lg font-semibold">{t("timeline.title")}</h3>
      <ol className="space-y-1">
        {file.timeline.map((event, index) => (
          <li key={index}>
            <span className="font-medium">{formatCalendarDate(event.on, language)}</span>{" "}
            {event.kind === "insuredFile" && event.detail ? (
              <Link
                to={pathTo("documentDetail", { documentId: event.detail })}
                className="text-primary underline underline-offset-2"
              >
                {t("timeline.kinds.insuredFile")}
              </Link>
            ) : event.kind === "letter" && event.detail ? (
              t("timeline.letter", { letter: t(`letters.kinds.${event.detail.split(":")[0]}`) })
            ) : (
              t(`timeline.kinds.${event.kind}`, { defaultValue: event.kind })
            )}
          </li>
        ))}
      </ol>
    </RecordCard>
  );
}
