import { Wind } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCents } from "../../../shared/format";
import type { MemberPolicy } from "../../../shared/member";
import type { Ho3Rating } from "../../../shared/rating";
import { pathTo } from "../../../shared/routes";
import { ErrorState, LoadingState } from "../../components/lists/query-states";
import { usePageLanguage } from "../../hooks/use-page-language";
import { isNotFound } from "../../lib/api/retry-rules";
import { formatCalendarDate } from "../../lib/format-date";
import { useMemberRating } from "./api/get-member-rating";
import { memberNs } from "./member-texts";
import { WorksheetSteps } from "./worksheet-steps";

const parts = ["allOtherPerils", "hurricane", "fees"] as const;

/**
 * "Why your premium is what it is", for a rated home: the annual premium in
 * its three parts, the wind mitigation credit (and that it lowers the
 * hurricane part only, with the way to the calculator), then the worksheet
 * step by step in plain words, ending at the total. A policy an underwriter
 * prices (the API's 404) shows nothing here.
 */
export function PremiumWorksheet({ policy }: { policy: MemberPolicy }) {
  const { t } = useTranslation(memberNs);
  const rating = useMemberRating(policy);
  if (rating.isError && isNotFound(rating.error)) return null;
  if (rating.fetchStatus === "idle" && rating.isPending) return null;
  return (
    <section aria-labelledby="premium-worksheet-title" className="space-y-4" data-testid="premium-worksheet">
      <div className="space-y-1">
        <h2 id="premium-worksheet-title" className="text-2xl font-semibold">
          {t("premium.title")}
        </h2>
        <p className="max-w-[70ch] text-muted-foreground">{t("premium.lead")}</p>
      </div>
      {rating.isPending ? (
        <LoadingState label={t("premium.loading")} />
      ) : rating.isError ? (
        <ErrorState
          title={t("premium.loadFailed")}
          message={rating.error.message}
          retryLabel={t("shell.retry")}
          onRetry={() => void rating.refetch()}
        />
      ) : (
        <Worksheet rating={rating.data} />
      )}
    </section>
  );
}

function Worksheet({ rating }: { rating: Ho3Rating }) {
  const { t, i18n } = useTranslation(memberNs);
  const language = usePageLanguage();
  const money = (cents: number) => formatCents(cents, language);
  const total = rating.worksheet.at(-1)!;
  return (
    <div className="space-y-6 rounded-lg border border-border bg-surface p-4 sm:p-6">
      <dl aria-label={t("premium.partsLabel")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {parts.map((part) => (
          <div key={part} className="flex justify-between gap-3 rounded-md border border-border p-3 sm:block">
            <dt className="min-w-0">
              <span className="block font-medium">{t(`premium.parts.${part}`)}</span>
              <span className="block text-sm text-muted-foreground">{t(`premium.partHints.${part}`)}</span>
            </dt>
            <dd className="shrink-0 text-xl font-semibold tabular-nums sm:mt-1" data-testid={`premium-part-${part}`}>
              {money(rating[`${part}Cents`])}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 rounded-md bg-primary p-3 text-primary-foreground sm:block">
          <dt className="min-w-0">
            <span className="block font-medium">{t("premium.parts.total")}</span>
            <span className="block text-sm opacity-90">{t("premium.partHints.total")}</span>
          </dt>
          <dd className="shrink-0 text-xl font-bold tabular-nums sm:mt-1" data-testid="premium-total">
            {money(rating.totalCents)}
          </dd>
        </div>
      </dl>

      <WindCredit percent={rating.windMitigationCreditPercent} />

      {/* Kept to a reading width, so the eye does not travel a wide screen from a step to its amount. */}
      <div className="max-w-4xl space-y-4">
        <div className="space-y-1">
          <h3 className="text-xl font-semibold">{t("premium.stepsTitle")}</h3>
          <p className="max-w-[70ch] text-muted-foreground">{t("premium.stepsLead")}</p>
        </div>
        {parts.map((part) => (
          <WorksheetSteps
            key={part}
            title={t(`premium.parts.${part}`)}
            lines={rating.worksheet.filter((line) => line.part === part)}
            creditPercent={rating.windMitigationCreditPercent}
          />
        ))}
        <div
          className="flex flex-col gap-1 rounded-md border-2 border-primary p-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
          data-testid="worksheet-total"
        >
          <div>
            <p className="font-semibold">{total.name}</p>
            <p className="text-muted-foreground">{total.value}</p>
          </div>
          <p className="text-xl font-bold tabular-nums" data-testid="worksheet-total-amount">
            {money(total.amountCents)}
          </p>
        </div>
      </div>

      <p className="text-sm text-muted-foreground">
        {t("premium.version", {
          version: rating.rateVersion,
          date: formatCalendarDate(rating.ratedOn, i18n.language, "long"),
        })}{" "}
        {rating.illustrative && t("premium.illustrative")}
      </p>
    </div>
  );
}

/** The credit, what it lowers, and where to see what an improvement would add. */
function WindCredit({ percent }: { percent: number }) {
  const { t } = useTranslation(memberNs);
  const language = usePageLanguage();
  const shown = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
  return (
    <div className="flex gap-3 rounded-md bg-sand p-4" data-testid="wind-credit">
      <Wind aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="space-y-1">
        <h3 className="font-semibold">
          {percent > 0 ? t("premium.credit.title", { percent: shown }) : t("premium.credit.none")}
        </h3>
        <p className="max-w-[70ch]">{percent > 0 ? t("premium.credit.body") : t("premium.credit.noneBody")}</p>
        <Link
          to={`${pathTo("windMitigation")}#calculator`}
          className="inline-block font-medium text-primary underline hover:no-underline"
        >
          {t("premium.credit.link")}
        </Link>
      </div>
    </div>
  );
}
