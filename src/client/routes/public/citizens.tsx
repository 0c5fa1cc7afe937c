import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { ButtonLink, ExternalButtonLink } from "../../components/page/button-link";
import { CallToAction } from "../../components/page/call-to-action";
import { InfoNote } from "../../components/page/info-note";
import { NumberedSteps } from "../../components/page/numbered-steps";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/page/section";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/citizens.json";

const ns = registerNamespace("citizens", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("citizens"), ns);

// SPEC §2: the take-out program in five numbered sections, in this order.
const sections = ["whatItIs", "carriers", "optOut", "assumption", "options"] as const;
const paragraphs = ["p1", "p2", "p3"] as const;

export default function CitizensPage() {
  const { t } = useTranslation(ns);
  const steps = sections.map((key) => ({
    title: t(`steps.items.${key}.title`),
    body: paragraphs.map((paragraph) => (
      <p key={paragraph}>{t(`steps.items.${key}.${paragraph}`, { company: company.shortName })}</p>
    )),
  }));
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section title={t("steps.title")} intro={<p>{t("steps.intro")}</p>}>
        <NumberedSteps steps={steps} />
        <InfoNote>
          <p>{t("note")}</p>
        </InfoNote>
        <div className="flex max-w-[70ch] flex-col items-start gap-3 text-lg">
          <p>{t("learnMore.body")}</p>
          <ExternalButtonLink to={company.urls.takeOutProgram} variant="outline">
            {t("learnMore.link")}
          </ExternalButtonLink>
        </div>
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
