import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatAddress } from "../../../shared/company";
import { currentYear } from "../../../shared/format";
import { pathTo } from "../../../shared/routes";
import { company } from "../../lib/company";
import { ExternalLink } from "./external-link";
import { RatingBadge } from "./rating-badge";

export function SiteFooter() {
  const { t } = useTranslation();
  const linkClass = "text-primary underline hover:no-underline";

  return (
    <footer className="mt-16 border-t border-border bg-sand">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <p className="text-lg font-semibold">{company.name}</p>
          <p className="text-muted-foreground">{t("footer.blurb")}</p>
        </div>
        <div className="space-y-2">
          <h2 className="text-lg font-semibold">{t("footer.contactHeading")}</h2>
          <p>
            <span className="font-medium">{t("footer.mailLabel")}: </span>
            {formatAddress(company.addresses.mailing)}
          </p>
          <p>
            <span className="font-medium">{t("footer.emailLabel")}: </span>
            <a className={linkClass} href={`mailto:${company.emails.general}`}>
              {company.emails.general}
            </a>
          </p>
        </div>
        <div className="space-y-3">
          <h2 className="text-lg font-semibold">{t("footer.followHeading")}</h2>
          <p>
            <ExternalLink className={linkClass} href={company.urls.professionalNetwork}>
              {t("footer.professionalNetwork")}
            </ExternalLink>
          </p>
          <RatingBadge />
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p suppressHydrationWarning>{t("footer.copyright", { year: currentYear(), name: company.name })}</p>
          <Link className={linkClass} to={pathTo("privacy")}>
            {t("footer.privacyPolicy")}
          </Link>
        </div>
      </div>
    </footer>
  );
}
