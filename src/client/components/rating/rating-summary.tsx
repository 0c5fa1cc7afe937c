import { useTranslation } from "react-i18next";
import { formatCents, localeOf } from "../../../shared/format";
import type { Ho3Rating } from "../../../shared/rating";
import { usePageLanguage } from "../../hooks/use-page-language";
import { homeRatingNs } from "./rating-texts";

/** A price at a glance: the annual premium, its three parts and the wind mitigation credit. */
export function RatingSummary({ rating }: { rating: Ho3Rating }) {
  const { t } = useTranslation(homeRatingNs);
  const language = usePageLanguage();
  const money = (cents: number) => formatCents(cents, language);
  const percent = new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: 1 }).format(
    rating.windMitigationCreditPercent,
  );
  const parts = [
    ["allOtherPerils", rating.allOtherPerilsCents],
    ["hurricane", rating.hurricaneCents],
    ["fees", rating.feesCents],
  ] as const;
  return (
    // Side by side only where there is room (a page), one above the other in a dialog or on a phone.
    <div className="@container">
      <div className="grid gap-4 @2xl:grid-cols-[auto_1fr] @2xl:items-center">
        <div className="justify-self-start rounded-lg bg-primary px-6 py-4 text-primary-foreground">
          <p className="text-sm opacity-90">{t("price.total")}</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="rating-total">
            {money(rating.totalCents)}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {parts.map(([part, cents]) => (
            <div key={part} className="contents">
              <dt className="font-medium">{t(`price.${part}`)}</dt>
              <dd className="tabular-nums" data-testid={`rating-${part}`}>
                {money(cents)}
              </dd>
            </div>
          ))}
          <dt className="font-medium">{t("price.credit")}</dt>
          <dd data-testid="rating-credit">{t("price.creditPercent", { percent })}</dd>
        </dl>
      </div>
    </div>
  );
}
