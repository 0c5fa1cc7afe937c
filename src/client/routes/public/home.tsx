import { ArrowRight, BadgeCheck, Clock, Handshake, MapPin, MonitorSmartphone, Wind } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../shared/routes";
import { ButtonLink, ExternalButtonLink } from "../../components/page/button-link";
import { QuoteOrContactCallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { HomeHeroVideo } from "../../components/page/home-hero-video";
import { Section } from "../../components/page/section";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/home.json";

const ns = registerNamespace("home", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("home"), ns);

// SPEC §2: six benefit cards. Two of them lead on to the page that says more.
const benefits = [
  { key: "floridaFocused", icon: MapPin },
  { key: "localClaims", icon: Clock },
  { key: "policyholderOwned", icon: Handshake },
  { key: "windDiscounts", icon: Wind, link: "windMitigation" },
  { key: "localAgents", icon: BadgeCheck },
  { key: "onlineClaims", icon: MonitorSmartphone, link: "claimsFile" },
] as const;

// White on the dark overlay: the ring colour of the theme would vanish there.
const onVideo = "focus-visible:outline-white";

export default function HomePage() {
  const { t } = useTranslation(ns);
  return (
    <>
      {/* Fills the screen below the fixed 64 px header; the overlay keeps white text readable on any frame. */}
      <div className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden">
        <HomeHeroVideo />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/55" />
        <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
          <div className="max-w-[40rem] space-y-6 text-white">
            <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">{t("hero.title")}</h1>
            <p className="text-lg sm:text-2xl">{t("hero.lead")}</p>
            <div className="flex flex-wrap gap-3 pt-2">
              <ExternalButtonLink to={company.urls.quote} variant="inverse" size="lg" className={onVideo}>
                {t("hero.quote")}
              </ExternalButtonLink>
              <ButtonLink
                to={pathTo("claimsFile")}
                variant="outline"
                size="lg"
                className={`border-white bg-transparent text-white hover:bg-white/15 ${onVideo}`}
              >
                {t("hero.fileClaim")}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
      <Section
        title={t("welcome.title", { name: company.name })}
        intro={
          <>
            <p>{t("welcome.body")}</p>
            <p>{t("welcome.people")}</p>
          </>
        }
      >
        <ButtonLink to={pathTo("team")} variant="primary">
          {t("welcome.teamLink")}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </Section>
      <Section tone="sand" title={t("benefits.title")} intro={<p>{t("benefits.intro")}</p>}>
        <CardGrid>
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.key} icon={benefit.icon} title={t(`benefits.items.${benefit.key}.title`)}>
              <p>{t(`benefits.items.${benefit.key}.body`)}</p>
              {"link" in benefit && (
                <p>
                  <Link to={pathTo(benefit.link)} className="font-medium text-primary underline hover:no-underline">
                    {t(`benefits.items.${benefit.key}.link`)}
                  </Link>
                </p>
              )}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <QuoteOrContactCallToAction
        title={t("cta.title")}
        body={t("cta.body")}
        quoteLabel={t("cta.quote")}
        contactLabel={t("cta.contact")}
      />
    </>
  );
}
