import { useTranslation } from "react-i18next";
import { formatCents } from "../../../shared/format";
import type { WorksheetLine } from "../../../shared/rating";
import { usePageLanguage } from "../../hooks/use-page-language";
import { cn } from "../../lib/cn";
import { memberNs } from "./member-texts";
import { hintOf, plainEffect } from "./plain-effect";

/**
 * One part of the worksheet (all other perils, hurricane or fees) as an
 * ordered list: each step's name, what the home has and why it counts, what
 * it does to the price in plain words (the exact figure beside it), and the
 * part's amount so far. One column on a phone, two from a tablet up.
 */
export function WorksheetSteps({
  title,
  lines,
  creditPercent,
}: {
  title: string;
  lines: WorksheetLine[];
  creditPercent: number;
}) {
  const { t } = useTranslation(memberNs);
  return (
    <div className="space-y-2">
      <h4 className="text-lg font-semibold">{title}</h4>
      <ol
        aria-label={t("premium.partSteps", { part: title })}
        className="divide-y divide-border border-y border-border"
      >
        {lines.map((line) => (
          <Step key={line.key} line={line} creditPercent={creditPercent} />
        ))}
      </ol>
    </div>
  );
}

function Step({ line, creditPercent }: { line: WorksheetLine; creditPercent: number }) {
  const { t } = useTranslation(memberNs);
  const language = usePageLanguage();
  const effect = plainEffect(line, creditPercent, language);
  const closes = line.key.endsWith(".rounded");
  const hint = t(`premium.hints.${hintOf(line.key)}`, { defaultValue: "" });
  return (
    <li
      className="grid gap-x-6 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(10rem,auto)]"
      data-testid="worksheet-line"
      data-key={line.key}
    >
      <div className="min-w-0">
        <p className={closes ? "font-semibold" : "font-medium"}>{line.name}</p>
        <p className="break-words">{line.value}</p>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      </div>
      <div className="flex items-baseline justify-between gap-x-4 sm:flex-col sm:items-end sm:justify-start">
        <p className="min-w-0 sm:text-right" data-testid="worksheet-effect">
          <span className="sr-only">{t("premium.effectLabel")} </span>
          {effect.key === "asWorded" ? (
            line.effect
          ) : effect.key === "credit" || effect.key === "noCredit" ? (
            t(`premium.effect.${effect.key}`, "percent" in effect ? { percent: effect.percent } : {})
          ) : (
            <>
              {t(`premium.effect.${effect.key}`, "percent" in effect ? { percent: effect.percent } : {})}{" "}
              <span className="text-sm text-muted-foreground">({t("premium.exactly", { effect: line.effect })})</span>
            </>
          )}
        </p>
        <p
          className={cn("shrink-0 text-right tabular-nums", closes ? "font-bold" : "font-semibold")}
          data-testid="worksheet-amount"
        >
          <span className="sr-only">{t("premium.soFar")} </span>
          {formatCents(line.amountCents, language)}
        </p>
      </div>
    </li>
  );
}
