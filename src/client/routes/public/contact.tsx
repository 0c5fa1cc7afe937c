import { Headset, Mail, Mailbox, Package, Phone, Printer, Siren, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatAddress } from "../../../shared/company";
import { pathTo } from "../../../shared/routes";
import { ExternalLink } from "../../components/layout/external-link";
import { ButtonLink, ExternalButtonLink } from "../../components/page/button-link";
import { CallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { PageHero } from "../../components/page/page-hero";
import { PhoneLink } from "../../components/page/phone-link";
import { Section } from "../../components/page/section";
import { OfficeMap } from "../../features/contact/components/office-map";
import { openStreetMapSearchUrl } from "../../features/contact/map-link";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/contact.json";

const ns = registerNamespace("contact", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("contact"), ns);

// SPEC §2: e-mail addresses, toll-free number, fax, mailing and overnight
// addresses, business hours and an embedded map (loaded when asked for).
// Nothing on this page sends a form.
const mailboxes = [
  { key: "support", icon: Headset, address: company.emails.support },
  { key: "agents", icon: Users, address: company.emails.agents },
  { key: "general", icon: Mail, address: company.emails.general },
] as const;

const addresses = [
  { key: "mailing", icon: Mailbox, address: company.addresses.mailing },
  { key: "overnight", icon: Package, address: company.addresses.overnight },
] as const;

const hours = ["weekdays", "saturday", "sunday", "emergency"] as const;

const linkClass = "font-semibold break-words text-primary underline hover:no-underline";

export default function ContactPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section title={t("email.title")} intro={<p>{t("email.intro")}</p>}>
        <CardGrid>
          {mailboxes.map((mailbox) => (
            <FeatureCard key={mailbox.key} icon={mailbox.icon} title={t(`email.items.${mailbox.key}.title`)}>
              <p>{t(`email.items.${mailbox.key}.body`)}</p>
              <p>
                <a className={linkClass} href={`mailto:${mailbox.address}`}>
                  {mailbox.address}
                </a>
              </p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section title={t("phone.title")} tone="sand">
        <CardGrid>
          <FeatureCard icon={Phone} title={t("phone.items.tollFree.title")}>
            <p>{t("phone.items.tollFree.body")}</p>
            <PhoneLink phone={company.phones.tollFree} className="text-lg" />
          </FeatureCard>
          <FeatureCard icon={Siren} title={t("phone.items.claims.title")}>
            <p>{t("phone.items.claims.body")}</p>
            <PhoneLink
              phone={company.phones.claimsHotline}
              mnemonic={company.phones.claimsHotline.mnemonic}
              className="text-lg"
            />
          </FeatureCard>
          <FeatureCard icon={Printer} title={t("phone.items.fax.title")}>
            <p>{t("phone.items.fax.body")}</p>
            {/* A fax number is not for calling: shown as text, not a tel: link. */}
            <p className="text-lg font-semibold text-foreground">{company.phones.fax.display}</p>
          </FeatureCard>
        </CardGrid>
      </Section>
      <Section title={t("hours.title")} intro={<p>{t("hours.intro")}</p>}>
        <dl className="max-w-xl divide-y divide-border rounded-lg border border-border bg-surface text-lg">
          {hours.map((day) => (
            <div key={day} className="flex flex-wrap justify-between gap-x-6 gap-y-1 px-4 py-3">
              <dt className="font-medium">{t(`hours.${day}`)}</dt>
              <dd className="text-muted-foreground">{t(`hours.${day}Hours`)}</dd>
            </div>
          ))}
        </dl>
        <p className="max-w-[70ch] text-lg">
          {t("hours.claimsNote")}{" "}
          <PhoneLink phone={company.phones.claimsHotline} mnemonic={company.phones.claimsHotline.mnemonic} />
        </p>
      </Section>
      <Section title={t("office.title")} intro={<p>{t("office.intro")}</p>} tone="sand">
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <ul role="list" className="grid gap-6">
            {addresses.map((item) => (
              <FeatureCard key={item.key} icon={item.icon} title={t(`office.${item.key}.title`)}>
                <p>{t(`office.${item.key}.body`)}</p>
                <address className="text-lg font-semibold text-foreground not-italic">
                  {formatAddress(item.address)}
                </address>
              </FeatureCard>
            ))}
          </ul>
          <div className="space-y-3">
            <OfficeMap
              texts={{
                drawingLabel: t("office.mapLabel"),
                bayName: t("office.bayName"),
                show: t("office.showMap"),
                note: t("office.mapNote"),
                frameTitle: t("office.mapTitle"),
              }}
            />
            <p>
              <ExternalLink className={linkClass} href={openStreetMapSearchUrl(company.addresses.overnight)}>
                {t("office.openMap")}
              </ExternalLink>
            </p>
          </div>
        </div>
      </Section>
      <CallToAction title={t("cta.title")} body={t("cta.body")}>
        <ButtonLink to={pathTo("claimsFile")} variant="inverse" size="lg">
          {t("cta.fileClaim")}
        </ButtonLink>
        <ExternalButtonLink to={company.urls.quote} variant="outline" size="lg">
          {t("cta.quote")}
        </ExternalButtonLink>
      </CallToAction>
    </>
  );
}
