import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatAddress } from "../../../shared/company";
import { pathTo, type RouteId } from "../../../shared/routes";
import { company } from "../../lib/company";
import { PhoneLink } from "../page/phone-link";
import { Today } from "../page/today";
import { ExternalLink } from "./external-link";
import { RatingBadge } from "./rating-badge";

// With the header, these make every public route reachable from every page.
const quickLinks: { routeId: RouteId; labelKey: string }[] = [
  { routeId: "products", labelKey: "footer.links.products" },
  { routeId: "members", labelKey: "footer.links.members" },
  { routeId: "payPolicy", labelKey: "footer.links.payPolicy" },
  { routeId: "claimsFile", labelKey: "footer.links.fileClaim" },
  { routeId: "agents", labelKey: "footer.links.becomeAgent" },
  { routeId: "agentsLogin", labelKey: "footer.links.agentLogin" },
  { routeId: "lpa", labelKey: "footer.links.producerAgreement" },
];

const linkClass = "text-primary underline hover:no-underline";

export function SiteFooter() {
  const { t } = useTranslation();
  const hotline = company.phones.claimsHotline;

  return (
    <footer className="border-t border-border bg-sand">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-lg font-semibold">{company.name}</p>
          <p className="text-muted-foreground">{t("footer.blurb")}</p>
          <RatingBadge />
        </div>
        <nav aria-labelledby="footer-quick-links" className="space-y-2">
          <h2 id="footer-quick-links" className="text-lg font-semibold">
            {t("footer.quickLinksHeading")}
          </h2>
          <ul className="space-y-1">
            {quickLinks.map((link) => (
              <li key={link.routeId}>
                <Link className={`${linkClass} inline-flex min-h-6 items-center`} to={pathTo(link.routeId)}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-2">
          <h2 className="text-lg font-semibold">{t("footer.contactHeading")}</h2>
          <p>
            <span className="font-medium">{t("footer.claimsHotline")}: </span>
            <PhoneLink phone={hotline} mnemonic={hotline.mnemonic} />
          </p>
          <p>
            <span className="font-medium">{t("footer.tollFree")}: </span>
            <PhoneLink phone={company.phones.tollFree} />
          </p>
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
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            {/* The year is this year's when the page is shown, not the build's. */}
            <Trans
              t={t}
              i18nKey="footer.copyright"
              values={{ name: company.name }}
              components={{ year: <Today style="year" /> }}
            />
          </p>
          <Link className={`${linkClass} inline-flex min-h-6 items-center`} to={pathTo("privacy")}>
            {t("footer.privacyPolicy")}
          </Link>
        </div>
      </div>
    </footer>
  );
}
