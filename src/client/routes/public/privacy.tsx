import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatAddress } from "../../../shared/company";
import { pathTo } from "../../../shared/routes";
import { PageHero } from "../../components/page/page-hero";
import { PhoneLink } from "../../components/page/phone-link";
import { Today } from "../../components/page/today";
import { Section } from "../../components/page/section";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/privacy.json";

const ns = registerNamespace("privacy", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("privacy"), ns);

// SPEC §2: sources of the information we collect, and who we share it with.
const collected = ["applications", "transactions", "reporting", "analytics"] as const;
const disclosures = ["affiliates", "providers", "law"] as const;

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="max-w-[70ch] space-y-2 text-lg">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CircleCheck aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-accent" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function PrivacyPage() {
  const { t } = useTranslation(ns);
  const paragraphs = (section: string) => (
    <>
      <p>{t(`${section}.p1`)}</p>
      <p>{t(`${section}.p2`)}</p>
    </>
  );
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")}>
        {/* SPEC §2: the last-updated line shows the current date. */}
        <p className="w-full text-base text-muted-foreground" data-testid="privacy-last-updated">
          {t("hero.lastUpdated")} <Today style="long" />
        </p>
      </PageHero>
      <Section title={t("protect.title")} intro={paragraphs("protect")} />
      <Section tone="sand" title={t("collect.title")} intro={<p>{t("collect.intro")}</p>}>
        <CheckList items={collected.map((item) => t(`collect.items.${item}`))} />
      </Section>
      <Section title={t("cookies.title")} intro={paragraphs("cookies")} />
      <Section tone="sand" title={t("sharing.title")} intro={<p>{t("sharing.intro")}</p>}>
        <CheckList
          items={disclosures.map((item) => t(`sharing.items.${item}`, { attorneyInFact: company.attorneyInFact }))}
        />
        <p className="max-w-[70ch] text-lg font-semibold">{t("sharing.noSale")}</p>
      </Section>
      <Section title={t("optOut.title")} intro={paragraphs("optOut")} />
      <Section tone="sand" title={t("electronic.title")} intro={paragraphs("electronic")} />
      <Section title={t("notice.title")} intro={paragraphs("notice")} />
      <Section tone="sand" title={t("contact.title")} intro={<p>{t("contact.intro")}</p>}>
        <dl className="grid max-w-[70ch] gap-x-6 gap-y-1 text-lg sm:grid-cols-[auto_1fr] sm:gap-y-4">
          <dt className="font-semibold">{t("contact.email")}</dt>
          <dd className="mb-3 sm:mb-0">
            <a href={`mailto:${company.emails.privacy}`} className="text-primary underline hover:no-underline">
              {company.emails.privacy}
            </a>
          </dd>
          <dt className="font-semibold">{t("contact.mail")}</dt>
          <dd className="mb-3 sm:mb-0">
            <address className="not-italic">
              {company.name}, {formatAddress(company.addresses.mailing)}
            </address>
          </dd>
          <dt className="font-semibold">{t("contact.phone")}</dt>
          <dd>
            <PhoneLink phone={company.phones.customerService} />
            <p className="text-muted-foreground">{t("contact.hours", { hours: company.hours.customerSupport })}</p>
          </dd>
        </dl>
      </Section>
    </>
  );
}
