import { Car, CircleCheck, House, Siren } from "lucide-react";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { ButtonLink } from "../../components/page/button-link";
import { CallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { InfoNote } from "../../components/page/info-note";
import { NumberedSteps } from "../../components/page/numbered-steps";
import { PageHero } from "../../components/page/page-hero";
import { PhoneLink } from "../../components/page/phone-link";
import { Section } from "../../components/page/section";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/claims.json";

const ns = registerNamespace("claims", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("claims"), ns);

// SPEC §2: four steps (report, document, meet adjuster, receive settlement) and three claim types.
const steps = ["report", "document", "adjuster", "settlement"] as const;
const claimTypes = [
  { key: "property", icon: House },
  { key: "emergency", icon: Siren },
  { key: "auto", icon: Car },
] as const;
// Reporting limits of s. 627.70132, Florida Statutes.
const deadlines = ["newClaim", "supplemental", "weather"] as const;
const tips = ["photos", "repairs", "keep", "receipts", "contracts"] as const;

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

export default function ClaimsInformationPage() {
  const { t } = useTranslation(ns);
  const hotline = company.phones.claimsHotline;
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")}>
        <ButtonLink to={pathTo("contact")} size="lg">
          {t("hero.report")}
        </ButtonLink>
        <ButtonLink to={pathTo("claimsFile")} variant="outline" size="lg">
          {t("hero.reportOnline")}
        </ButtonLink>
        <p className="flex w-full flex-wrap items-baseline gap-x-2 pt-2 text-lg">
          {t("hero.hotline")} <PhoneLink phone={hotline} mnemonic={hotline.mnemonic} />
        </p>
      </PageHero>
      <Section title={t("steps.title")} intro={<p>{t("steps.intro")}</p>}>
        <NumberedSteps
          steps={steps.map((step) => ({
            title: t(`steps.items.${step}.title`),
            body: <p>{t(`steps.items.${step}.body`)}</p>,
          }))}
        />
      </Section>
      <Section tone="sand" title={t("types.title")} intro={<p>{t("types.intro")}</p>}>
        <CardGrid>
          {claimTypes.map((type) => (
            <FeatureCard key={type.key} icon={type.icon} title={t(`types.items.${type.key}.title`)}>
              <p>{t(`types.items.${type.key}.body`)}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section title={t("deadlines.title")} intro={<p>{t("deadlines.intro")}</p>}>
        <CheckList items={deadlines.map((item) => t(`deadlines.items.${item}`))} />
        <div className="max-w-[70ch] space-y-3 text-lg">
          <p>{t("deadlines.law")}</p>
          <p>{t("deadlines.billOfRights")}</p>
        </div>
        <InfoNote>
          <p>{t("deadlines.note")}</p>
        </InfoNote>
      </Section>
      <Section tone="sand" title={t("tips.title")} intro={<p>{t("tips.intro")}</p>}>
        <CheckList items={tips.map((tip) => t(`tips.items.${tip}`))} />
      </Section>
      <CallToAction title={t("cta.title")} body={t("cta.body")}>
        <ButtonLink to={pathTo("contact")} variant="inverse" size="lg">
          {t("cta.report")}
        </ButtonLink>
        <ButtonLink to={pathTo("claimsFile")} variant="outline" size="lg">
          {t("cta.reportOnline")}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
