import { BadgeCheck, Lock, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { ContactHelp } from "../../components/page/contact-help";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/page/section";
import { PaymentForm } from "../../features/payment/payment-form";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/payment.json";

const ns = registerNamespace("payment", en);
export const handle: PageHandle = { namespace: "common", metaKey: "pages.payPolicy" };
export const meta = publicPageMeta(pathTo("payPolicy"), handle);

const features = [
  { key: "security", icon: Lock },
  { key: "processing", icon: ShieldCheck },
  { key: "confirmation", icon: BadgeCheck },
] as const;

/** SPEC §2 Policy Payment: the form, the encryption notice, three feature cards and customer service help. */
export default function PayPolicyPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <PaymentForm ns={ns} />
        <ContactHelp ns={ns} prefix="help" phone={company.phones.customerService} email={company.emails.support} />
      </div>
      <Section title={t("features.title")} tone="sand">
        <CardGrid>
          {features.map((feature) => (
            <FeatureCard key={feature.key} icon={feature.icon} title={t(`features.${feature.key}.title`)}>
              <p>{t(`features.${feature.key}.body`)}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
