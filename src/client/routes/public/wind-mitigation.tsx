import { Anchor, Blinds, Building, CircleCheck, DoorClosed, House } from "lucide-react";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { ButtonLink, ExternalButtonLink } from "../../components/page/button-link";
import { CallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { InfoNote } from "../../components/page/info-note";
import { NumberedSteps } from "../../components/page/numbered-steps";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/page/section";
import { CalculatorOnRequest } from "../../features/wind-calculator/calculator-on-request";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/windMitigation.json";

const ns = registerNamespace("windMitigation", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("windMitigation"), ns);

// SPEC §2: the five protective features the article lists.
const features = [
  { key: "roofing", icon: House },
  { key: "roofToWall", icon: Anchor },
  { key: "design", icon: Building },
  { key: "openings", icon: DoorClosed },
  { key: "shutters", icon: Blinds },
] as const;

// The seven items of form OIR-B1-1802, in the form's own order.
const formItems = [
  "buildingCode",
  "roofCovering",
  "roofDeck",
  "roofToWall",
  "roofGeometry",
  "secondaryWater",
  "openingProtection",
] as const;

// Who may sign the form (s. 627.711, Florida Statutes).
const signers = ["homeInspector", "codeInspector", "contractor", "engineer", "architect"] as const;
const discountSteps = ["agent", "inspector", "send"] as const;

export default function WindMitigationPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section title={t("protect.title")} intro={<p>{t("protect.intro")}</p>}>
        <CardGrid>
          {features.map((feature) => (
            <FeatureCard key={feature.key} icon={feature.icon} title={t(`protect.items.${feature.key}.title`)}>
              <p>{t(`protect.items.${feature.key}.body`)}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section tone="sand" title={t("form.title")} intro={<p>{t("form.intro")}</p>}>
        <NumberedSteps
          steps={formItems.map((item) => ({
            title: t(`form.items.${item}.title`),
            body: <p>{t(`form.items.${item}.body`)}</p>,
          }))}
        />
      </Section>
      <Section title={t("signers.title")} intro={<p>{t("signers.intro")}</p>}>
        <div className="max-w-[70ch] space-y-4 text-lg">
          <ul className="space-y-2">
            {signers.map((signer) => (
              <li key={signer} className="flex gap-2">
                <CircleCheck aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-accent" />
                {t(`signers.items.${signer}`)}
              </li>
            ))}
          </ul>
          <p>{t("signers.validity")}</p>
        </div>
      </Section>
      <Section tone="sand" title={t("discounts.title")} intro={<p>{t("discounts.intro")}</p>}>
        <ol className="max-w-[70ch] list-decimal space-y-2 pl-6 text-lg">
          {discountSteps.map((step) => (
            <li key={step}>{t(`discounts.steps.${step}`)}</li>
          ))}
        </ol>
        <InfoNote>
          <p>{t("note")}</p>
        </InfoNote>
      </Section>
      {/* The credit calculator; its code loads when the visitor opens it. */}
      <Section id="calculator" title={t("calculator.title")} intro={<p>{t("calculator.intro")}</p>}>
        <CalculatorOnRequest ns={ns} />
      </Section>
      <CallToAction title={t("cta.title")} body={t("cta.body")}>
        <ButtonLink to={pathTo("contact")} variant="inverse" size="lg">
          {t("cta.contact")}
        </ButtonLink>
        <ExternalButtonLink to={company.urls.quote} variant="outline" size="lg">
          {t("cta.quote")}
        </ExternalButtonLink>
      </CallToAction>
    </>
  );
}
