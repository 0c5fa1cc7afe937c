import { useTranslation } from "react-i18next";
import { company } from "../../lib/company";

/** The rating image of the footer; says plainly when it is only a placeholder. */
export function RatingBadge() {
  const { t } = useTranslation();
  const { rating, isPlaceholder } = company.financialStrength;
  return (
    <figure className="flex items-center gap-3">
      <svg role="img" aria-label={t("footer.ratingAlt", { rating })} viewBox="0 0 64 64" className="size-14 shrink-0">
        <circle cx="32" cy="32" r="30" className="fill-primary" />
        <circle cx="32" cy="32" r="24" fill="none" strokeWidth="2" className="stroke-primary-foreground" />
        <text x="32" y="41" textAnchor="middle" fontSize="26" fontWeight="700" className="fill-primary-foreground">
          {rating}
        </text>
      </svg>
      {isPlaceholder && (
        <figcaption className="text-sm text-muted-foreground">{t("footer.ratingPlaceholder")}</figcaption>
      )}
    </figure>
  );
}
