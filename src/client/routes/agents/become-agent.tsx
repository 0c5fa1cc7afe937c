import { BadgeDollarSign, CircleCheck, ClipboardCheck, Headset, Home, ShieldCheck, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { agentRequirementKeys } from "../../../shared/constants";
import { pathTo } from "../../../shared/routes";
import { ButtonLink } from "../../components/page/button-link";
import { CallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { NumberedSteps } from "../../components/page/numbered-steps";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/page/section";
import { TestimonialList } from "../../features/agents/components/testimonial-list";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/agents.json";

const ns = registerNamespace("agents", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("agents"), ns);

// SPEC §2: six benefits, six requirements, three testimonials, Apply buttons to /contact.
const benefits = [
  { key: "compensation", icon: BadgeDollarSign },
  { key: "products", icon: Home },
  { key: "underwriting", icon: ClipboardCheck },
  { key: "claims", icon: ShieldCheck },
  { key: "support", icon: Headset },
  { key: "growth", icon: TrendingUp },
] as const;

const steps = ["contact", "review", "interview"] as const;
const testimonials = ["maria", "james", "priya"] as const;

export default function BecomeAgentPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")}>
        <ButtonLink to={pathTo("contact")} size="lg">
          {t("hero.apply")}
        </ButtonLink>
        <ButtonLink to={pathTo("agentsExperience")} variant="outline" size="lg">
          {t("hero.experience")}
        </ButtonLink>
      </PageHero>
      <Section title={t("benefits.title")} intro={<p>{t("benefits.intro")}</p>}>
        <CardGrid>
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.key} icon={benefit.icon} title={t(`benefits.items.${benefit.key}.title`)}>
              <p>{t(`benefits.items.${benefit.key}.body`)}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section title={t("requirements.title")} intro={<p>{t("requirements.intro")}</p>} tone="sand">
        <ul role="list" className="grid gap-4 sm:grid-cols-2">
          {agentRequirementKeys.map((key) => (
            <li key={key} className="flex gap-3 rounded-lg border border-border bg-surface p-4 text-lg">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
              {t(`requirements.items.${key}`)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("process.title")}>
        <NumberedSteps
          steps={steps.map((step) => ({
            title: t(`process.steps.${step}.title`),
            body: <p>{t(`process.steps.${step}.body`)}</p>,
          }))}
        />
      </Section>
      <Section title={t("testimonials.title")} tone="sand">
        <TestimonialList
          testimonials={testimonials.map((person) => ({
            name: t(`testimonials.items.${person}.name`),
            location: t(`testimonials.items.${person}.location`),
            quote: t(`testimonials.items.${person}.quote`),
          }))}
        />
      </Section>
      <CallToAction title={t("cta.title")} body={t("cta.body")}>
        <ButtonLink to={pathTo("contact")} variant="inverse" size="lg">
          {t("cta.apply")}
        </ButtonLink>
        <ButtonLink to={pathTo("agentsExperience")} variant="outline" size="lg">
          {t("cta.experience")}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
