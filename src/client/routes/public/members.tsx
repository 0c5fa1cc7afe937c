import { CreditCard, FileText, LifeBuoy, MapPin, Users, Wind } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { ButtonLink } from "../../components/page/button-link";
import { QuoteOrContactCallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { InfoNote } from "../../components/page/info-note";
import { PageHero } from "../../components/page/page-hero";
import { ContactHelp } from "../../components/page/contact-help";
import { Section } from "../../components/page/section";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/members.json";

const ns = registerNamespace("members", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("members"), ns);

// SPEC §2: email and policy number fields, an Access My Account button, member benefits,
// a help link to /contact and a quote link.
const benefits = [
  { key: "ownership", icon: Users },
  { key: "claims", icon: LifeBuoy },
  { key: "local", icon: MapPin },
  { key: "discounts", icon: Wind },
  { key: "payments", icon: CreditCard },
  { key: "documents", icon: FileText },
] as const;

export default function MembersPage() {
  const { t } = useTranslation(ns);
  const emailId = useId();
  const policyNumberId = useId();
  const [pressed, setPressed] = useState(false);

  // SPEC §2 and §7: the member form sends nothing. Online access does not exist
  // yet, so pressing the button only says so (and keeps what was typed).
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPressed(true);
  }

  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section title={t("access.title")}>
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4">
            <InfoNote>
              <p>{t("access.comingSoon")}</p>
            </InfoNote>
            <form
              noValidate
              onSubmit={handleSubmit}
              className="space-y-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
            >
              <div className="space-y-2">
                <label htmlFor={emailId} className="block font-medium">
                  {t("access.email")}
                </label>
                <Input id={emailId} name="email" type="email" autoComplete="email" />
              </div>
              <div className="space-y-2">
                <label htmlFor={policyNumberId} className="block font-medium">
                  {t("access.policyNumber")}
                </label>
                <Input id={policyNumberId} name="policyNumber" autoComplete="off" spellCheck={false} />
              </div>
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                {t("access.submit")}
              </Button>
              <p role="status" className="font-medium text-foreground">
                {pressed
                  ? t("access.submitted", {
                      phone: company.phones.customerService.display,
                      email: company.emails.support,
                    })
                  : null}
              </p>
            </form>
          </div>
          <ContactHelp
            ns={ns}
            prefix="access.help"
            phone={company.phones.customerService}
            email={company.emails.support}
            headingLevel={3}
          >
            <ButtonLink to={pathTo("contact")} variant="outline">
              {t("access.help.contact")}
            </ButtonLink>
          </ContactHelp>
        </div>
      </Section>
      <Section title={t("benefits.title")} intro={<p>{t("benefits.intro")}</p>} tone="sand">
        <CardGrid>
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.key} icon={benefit.icon} title={t(`benefits.items.${benefit.key}.title`)}>
              <p>{t(`benefits.items.${benefit.key}.body`)}</p>
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
