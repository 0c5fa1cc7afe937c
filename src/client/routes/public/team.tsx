import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { QuoteOrContactCallToAction } from "../../components/page/call-to-action";
import { CardGrid } from "../../components/page/card-grid";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/page/section";
import { ExecutiveCard } from "../../features/team/components/executive-card";
import { executives } from "../../features/team/executives";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/team.json";

const ns = registerNamespace("team", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("team"), ns);

// SPEC §2: three executive cards (bio cut to 200 characters, Read More opens the
// full bio), then Get a Quote and Contact Our Team.
export default function TeamPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section title={t("executives.title")} intro={<p>{t("executives.intro")}</p>}>
        <CardGrid>
          {executives.map((executive) => (
            <ExecutiveCard key={executive.key} executive={executive} />
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
