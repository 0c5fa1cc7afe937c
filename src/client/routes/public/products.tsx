import { CircleCheck, Home, ShieldCheck, ShieldPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { ButtonLink } from "../../components/page/button-link";
import { QuoteOrContactCallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { InfoNote } from "../../components/page/info-note";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/page/section";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/products.json";

const ns = registerNamespace("products", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("products"), ns);

// SPEC §2: three H03 product cards, each with a feature list and a Learn More link to /contact.
const products = [
  { key: "standard", icon: Home, features: ["dwelling", "property", "liability", "living"] },
  { key: "enhanced", icon: ShieldPlus, features: ["replacement", "water", "ordinance", "screen"] },
  { key: "special", icon: ShieldCheck, features: ["openPerils", "valuables", "identity", "deductible"] },
] as const;

export default function ProductsPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section title={t("list.title")} intro={<p>{t("list.intro")}</p>}>
        <CardGrid>
          {products.map((product) => {
            const name = t(`list.items.${product.key}.name`);
            return (
              <FeatureCard key={product.key} icon={product.icon} title={name}>
                <p>{t(`list.items.${product.key}.summary`)}</p>
                <ul className="space-y-2 pt-2 text-foreground">
                  {product.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
                      {t(`list.items.${product.key}.features.${feature}`)}
                    </li>
                  ))}
                </ul>
                <div className="pt-3">
                  <ButtonLink to={pathTo("contact")} variant="outline">
                    {t("list.learnMore")}
                    {/* Read out, and seen by search engines, as "Learn More about <product>". */}
                    <span className="sr-only"> {t("list.learnMoreAbout", { product: name })}</span>
                  </ButtonLink>
                </div>
              </FeatureCard>
            );
          })}
        </CardGrid>
        <InfoNote>
          <p>{t("note")}</p>
        </InfoNote>
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
