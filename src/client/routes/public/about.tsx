import {
  Cpu,
  Eye,
  FileSignature,
  Headset,
  HeartHandshake,
  House,
  Landmark,
  ShieldCheck,
  TreePalm,
  Users,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../shared/routes";
import { ButtonLink, ExternalButtonLink } from "../../components/page/button-link";
import { CallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { InfoNote } from "../../components/page/info-note";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/page/section";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/about.json";

const ns = registerNamespace("about", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("about"), ns);

// SPEC §2: three strengths and three principles, with these titles.
const strengths = [
  { key: "support", icon: Headset },
  { key: "solutions", icon: Cpu },
  { key: "protection", icon: ShieldCheck },
] as const;

const principles = [
  { key: "compassion", icon: HeartHandshake },
  { key: "transparency", icon: Eye },
  { key: "floridaFocused", icon: TreePalm },
] as const;

const reciprocalPoints = [
  { key: "subscribers", icon: Users },
  { key: "attorneyInFact", icon: Landmark },
  { key: "agreement", icon: FileSignature },
  { key: "forYou", icon: House },
] as const;

export default function AboutPage() {
  const { t } = useTranslation(ns);
  const { rating, ratedBy, reinsuranceNote, isPlaceholder } = company.financialStrength;
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section
        title={t("story.title")}
        intro={
          <>
            <p>{t("story.origin", { name: company.name })}</p>
            <p>{t("story.today")}</p>
            <p>{t("story.promise")}</p>
          </>
        }
      />
      <Section tone="sand" title={t("strengths.title")} intro={<p>{t("strengths.intro")}</p>}>
        <CardGrid>
          {strengths.map((item) => (
            <FeatureCard key={item.key} icon={item.icon} title={t(`strengths.items.${item.key}.title`)}>
              <p>{t(`strengths.items.${item.key}.body`)}</p>
            </FeatureCard>
          ))}
        </CardGrid>
        <p className="text-lg">
          <Link to={pathTo("products")} className="font-medium text-primary underline hover:no-underline">
            {t("strengths.productsLink")}
          </Link>
        </p>
      </Section>
      <Section title={t("principles.title")} intro={<p>{t("principles.intro")}</p>}>
        <CardGrid>
          {principles.map((item) => (
            <FeatureCard key={item.key} icon={item.icon} title={t(`principles.items.${item.key}.title`)}>
              <p>{t(`principles.items.${item.key}.body`)}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section tone="sand" title={t("reciprocal.title")} intro={<p>{t("reciprocal.intro")}</p>}>
        <CardGrid columns={2}>
          {reciprocalPoints.map((item) => (
            <FeatureCard key={item.key} icon={item.icon} title={t(`reciprocal.items.${item.key}.title`)}>
              <p>{t(`reciprocal.items.${item.key}.body`, { attorneyInFact: company.attorneyInFact })}</p>
            </FeatureCard>
          ))}
        </CardGrid>
        <InfoNote>
          <p>{t("reciprocal.note")}</p>
          <p>{t("reciprocal.reviewed")}</p>
        </InfoNote>
      </Section>
      <Section title={t("strength.title")} intro={<p>{t("strength.intro")}</p>}>
        <dl className="grid gap-6 sm:grid-cols-2">
          <div className="space-y-2 rounded-lg border border-border bg-surface p-6 shadow-sm">
            <dt className="text-lg font-semibold">{t("strength.ratingLabel")}</dt>
            <dd className="text-5xl font-bold text-primary">{rating}</dd>
            <dd className="text-muted-foreground">{t("strength.ratedBy", { agency: ratedBy })}</dd>
          </div>
          <div className="space-y-2 rounded-lg border border-border bg-surface p-6 shadow-sm">
            <dt className="text-lg font-semibold">{t("strength.reinsuranceLabel")}</dt>
            <dd>{reinsuranceNote}</dd>
            <dd className="text-muted-foreground">{t("strength.reinsuranceExplained")}</dd>
          </div>
        </dl>
        {isPlaceholder && (
          <InfoNote>
            <p className="font-semibold">{t("strength.placeholderTitle")}</p>
            <p>{t("strength.placeholderBody")}</p>
          </InfoNote>
        )}
      </Section>
      <CallToAction title={t("cta.title")} body={t("cta.body")}>
        <ExternalButtonLink to={company.urls.quote} variant="inverse" size="lg">
          {t("cta.quote")}
        </ExternalButtonLink>
        <ButtonLink to={pathTo("team")} variant="outline" size="lg">
          {t("cta.team")}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
