import { useTranslation } from "react-i18next";
import { formatCents } from "../../../shared/format";
import type { Ho3Rating, RatingPart, WorksheetLine } from "../../../shared/rating";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { homeRatingNs } from "./rating-texts";

const parts = ["allOtherPerils", "hurricane", "fees", "total"] as const satisfies readonly RatingPart[];

const partAmount = (rating: Ho3Rating, part: RatingPart) =>
  part === "allOtherPerils"
    ? rating.allOtherPerilsCents
    : part === "hurricane"
      ? rating.hurricaneCents
      : part === "fees"
        ? rating.feesCents
        : rating.totalCents;

/**
 * A price's worksheet (the lines come worded in the reader's language): a
 * table per part, each step's factor, what this home has, what it does and
 * the part's running amount, ending at the total; then the rate version, and
 * a note when its numbers are illustrative. On a phone what the home has
 * moves under the factor's name, so three columns fit.
 */
export function WorksheetTable({ rating }: { rating: Ho3Rating }) {
  const { t } = useTranslation(homeRatingNs);
  const language = usePageLanguage();
  return (
    <div className="space-y-4" data-testid="worksheet">
      {parts.map((part) => {
        const lines = rating.worksheet.filter((line) => line.part === part);
        if (lines.length === 0) return null;
        return (
          <PartTable
            key={part}
            caption={t("worksheet.partCaption", {
              part: t(`worksheet.parts.${part}`),
              amount: formatCents(partAmount(rating, part), language),
            })}
            lines={lines}
            total={part === "total"}
          />
        );
      })}
      <p className="text-sm text-muted-foreground">
        {t("worksheet.version", {
          version: rating.rateVersion,
          date: formatCalendarDate(rating.ratedOn, language, "long"),
        })}
      </p>
      {rating.illustrative && (
        <p className="text-sm text-muted-foreground" data-testid="worksheet-illustrative">
          {t("worksheet.illustrative")}
        </p>
      )}
    </div>
  );
}

function PartTable({ caption, lines, total }: { caption: string; lines: WorksheetLine[]; total: boolean }) {
  const { t } = useTranslation(homeRatingNs);
  const language = usePageLanguage();
  const cell = "px-2 py-2 align-top sm:px-3";
  const wide = "hidden sm:table-cell";
  // Under each on a phone: what the home has under the factor, the effect under the running amount.
  const phoneOnly = "block font-normal text-muted-foreground sm:hidden";
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      {/* Hand-written table: a worksheet with row headers, its four parts' columns fixed alike, cells stacked on a phone. */}
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption
          className={`px-3 py-2 text-left text-base font-semibold ${total ? "bg-primary text-primary-foreground" : "bg-sand"}`}
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className={`${cell} w-[60%] font-semibold sm:w-[28%]`}>
              {t("worksheet.name")}
            </th>
            <th scope="col" className={`${cell} ${wide} w-[36%] font-semibold`}>
              {t("worksheet.value")}
            </th>
            <th scope="col" className={`${cell} ${wide} w-[16%] text-right font-semibold`}>
              {t("worksheet.effect")}
            </th>
            <th scope="col" className={`${cell} w-[40%] text-right font-semibold sm:w-[20%]`}>
              {t("worksheet.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className="border-t border-border" data-testid={`worksheet-${line.key}`}>
              <th scope="row" className={`${cell} font-medium break-words`}>
                {line.name}
                <span className={phoneOnly}>{line.value}</span>
              </th>
              <td className={`${cell} ${wide} break-words`}>{line.value}</td>
              <td className={`${cell} ${wide} text-right tabular-nums`}>{line.effect}</td>
              <td className={`${cell} text-right tabular-nums`}>
                <span className="font-semibold">{formatCents(line.amountCents, language)}</span>
                <span className={phoneOnly}>{line.effect}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
