import { useTranslation } from "react-i18next";
import { improvableQuestions, type WindCredit, type WindMitigation } from "../../../shared/rating";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatPercent, formatPoints } from "./numbers";

export interface Estimate {
  answers: WindMitigation;
  credit: WindCredit;
}

/**
 * The rate table's answer: the credit (of the hurricane part of the premium
 * only), how it compares with an uninspected home and the cap, and, for each
 * thing an owner can change, every better answer with its credit and the
 * points it adds. The headline sits in a polite live region that is on the
 * page before the first answer, so screen readers hear each new credit.
 */
export function WindCreditResults({
  ns,
  estimate,
  outdated,
}: {
  ns: string;
  estimate: Estimate | null;
  /** The answers on the form are no longer the ones these results are for. */
  outdated: boolean;
}) {
  const { t } = useTranslation(ns);
  const language = usePageLanguage();
  const percent = (value: number) => formatPercent(value, language);
  const credit = estimate?.credit;
  const answerLabel = (question: string, answer: string) =>
    t(`calculator.questions.${question}.answers.${answer}.label`);

  return (
    <section
      aria-labelledby="wind-estimate-title"
      className="space-y-5 rounded-lg border border-border bg-surface p-5 sm:p-6"
    >
      <h3 id="wind-estimate-title" className="text-2xl font-semibold">
        {t("calculator.result.title")}
      </h3>
      <p role="status" className={credit ? "text-2xl font-bold text-primary" : "text-muted-foreground"}>
        {credit
          ? t("calculator.result.credit", { percent: percent(credit.creditPercent) })
          : t("calculator.result.waiting")}
      </p>
      {estimate && credit && (
        <>
          {outdated && <p className="rounded-md bg-sand p-3 font-medium">{t("calculator.result.earlier")}</p>}
          <p>{t("calculator.result.hurricaneOnly")}</p>
          <dl
            className="divide-y divide-border rounded-md border border-border"
            aria-label={t("calculator.result.compare")}
          >
            {(
              [
                ["yours", credit.creditPercent],
                ["uninspected", credit.uninspectedCreditPercent],
                ["max", credit.maxCreditPercent],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex items-baseline justify-between gap-4 px-3 py-2">
                <dt>{t(`calculator.result.${key}`)}</dt>
                <dd className="font-semibold tabular-nums">{percent(value)}</dd>
              </div>
            ))}
          </dl>
          <div className="space-y-3">
            <h4 className="text-xl font-semibold">{t("calculator.improvements.title")}</h4>
            {credit.improvements.length === 0 ? (
              <p>{t("calculator.improvements.none")}</p>
            ) : (
              <>
                <p className="text-muted-foreground">{t("calculator.improvements.intro")}</p>
                {improvableQuestions.map((question) => {
                  const better = credit.improvements.filter((improvement) => improvement.question === question);
                  if (better.length === 0) return null;
                  return (
                    // Hand-written table: the calculator is on a public page, which loads no TanStack code.
                    <table key={question} className="w-full border-collapse text-left">
                      <caption className="pb-1 text-left font-semibold">
                        {t("calculator.improvements.now", {
                          question: t(`calculator.questions.${question}.label`),
                          answer: answerLabel(question, estimate.answers[question]),
                        })}
                      </caption>
                      <thead className="text-sm text-muted-foreground">
                        <tr className="border-b border-border">
                          <th scope="col" className="py-1 pr-2 font-medium">
                            {t("calculator.improvements.answer")}
                          </th>
                          <th scope="col" className="px-2 py-1 text-right font-medium">
                            {t("calculator.improvements.credit")}
                          </th>
                          <th scope="col" className="py-1 pl-2 text-right font-medium">
                            {t("calculator.improvements.adds")}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {better.map((improvement) => (
                          <tr key={improvement.answer} className="border-b border-border last:border-0">
                            <th scope="row" className="py-1.5 pr-2 font-normal">
                              {answerLabel(question, improvement.answer)}
                            </th>
                            <td className="px-2 py-1.5 text-right tabular-nums">
                              {percent(improvement.creditPercent)}
                            </td>
                            <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                              {improvement.addsPercent > 0
                                ? t("calculator.improvements.points", {
                                    count: improvement.addsPercent,
                                    points: formatPoints(improvement.addsPercent, language),
                                  })
                                : t("calculator.improvements.nothing")}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  );
                })}
              </>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            {t(credit.illustrative ? "calculator.result.illustrative" : "calculator.result.version", {
              version: credit.rateVersion,
            })}
          </p>
        </>
      )}
    </section>
  );
}
