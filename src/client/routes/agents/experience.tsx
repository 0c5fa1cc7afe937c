import { Award, BadgeDollarSign, GraduationCap, Handshake, Headset, MonitorSmartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { ButtonLink } from "../../components/page/button-link";
import { CallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/page/section";
import { ProgramFigures } from "../../features/agents/components/program-figures";
import { TestimonialList } from "../../features/agents/components/testimonial-list";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/agentExperience.json";

const ns = registerNamespace("agentExperience", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("agentsExperience"), ns);

// SPEC §2: six benefit cards, three static testimonials, a statistics band (SPEC §9 figures).
const benefits = [
  { key: "commissions", icon: BadgeDollarSign },
  { key: "support", icon: Headset },
  { key: "tools", icon: MonitorSmartphone },
  { key: "training", icon: GraduationCap },
  { key: "recognition", icon: Award },
  { key: "partnership", icon: Handshake },
] as const;

const testimonials = ["carlos", "denise", "ethan"] as const;

export default function AgentExperiencePage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")}>
        <ButtonLink to={pathTo("agentsAppointment")} size="lg">
          {t("hero.becomeAgent")}
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
      <Section title={t("figures.title")} tone="sand">
        <ProgramFigures
          labels={{
            activeAgents: t("figures.labels.activeAgents"),
            yearsExperience: t("figures.labels.yearsExperience"),
            agentSatisfaction: t("figures.labels.agentSatisfaction"),
            commissionsPaid: t("figures.labels.commissionsPaid"),
          }}
        />
      </Section>
      <Section title={t("testimonials.title")}>
        <TestimonialList
          testimonials={testimonials.map((person) => ({
            name: t(`testimonials.items.${person}.name`),
            location: t(`testimonials.items.${person}.location`),
            quote: t(`testimonials.items.${person}.quote`),
          }))}
        />
      </Section>
      <CallToAction title={t("cta.title")} body={t("cta.body")}>
        <ButtonLink to={pathTo("agentsAppointment")} variant="inverse" size="lg">
          {t("cta.apply")}
        </ButtonLink>
        <ButtonLink to={pathTo("contact")} variant="outline" size="lg">
          {t("cta.contact")}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
