import { CircleAlert, CreditCard, FileText, LifeBuoy, MapPin, Users, Wind } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { pathTo } from "../../../shared/routes";
import { ButtonLink } from "../../components/page/button-link";
import { QuoteOrContactCallToAction } from "../../components/page/call-to-action";
import { CardGrid, FeatureCard } from "../../components/page/card-grid";
import { PageHero } from "../../components/page/page-hero";
import { ContactHelp } from "../../components/page/contact-help";
import { Section } from "../../components/page/section";
import { SessionEndedNotice } from "../../features/auth/session-ended-notice";
import { AccessForm } from "../../features/member/access-form";
import { useHydrated } from "../../hooks/use-hydrated";
import { company } from "../../lib/company";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/members.json";

const ns = registerNamespace("members", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("members"), ns);

// SPEC §2: email and policy number fields, an Access My Account button, member benefits,
// a help link to /contact and a quote link. The form asks for an e-mailed sign-in link.
const benefits = [
  { key: "ownership", icon: Users },
  { key: "claims", icon: LifeBuoy },
  { key: "local", icon: MapPin },
  { key: "discounts", icon: Wind },
  { key: "payments", icon: CreditCard },
  { key: "documents", icon: FileText },
] as const;

/**
 * What the address says on arrival, read once hydrated (the page is
 * prerendered without it): `?link=expired|invalid` when a sign-in link was
 * used twice or too late, `?next=` when a member page sent the visitor here.
 * A password sign-in then returns there too.
 */
function useArrivalParams() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const params = new URLSearchParams(hydrated ? search : "");
  const link = params.get("link");
  const next = params.get("next");
  return {
    linkProblem: link === "expired" || link === "invalid",
    signInPath: next?.startsWith(pathTo("memberPolicy"))
      ? `${pathTo("agentsLogin")}?${new URLSearchParams({ next }).toString()}`
      : pathTo("agentsLogin"),
  };
}

export default function MembersPage() {
  const { t } = useTranslation(ns);
  const { linkProblem, signInPath } = useArrivalParams();

  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section title={t("access.title")} intro={<p>{t("access.intro")}</p>}>
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4">
            <SessionEndedNotice>{t("access.sessionEnded")}</SessionEndedNotice>
            {linkProblem && (
              <div role="alert" className="flex gap-3 rounded-lg border-2 border-alert bg-surface p-4 font-medium">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-alert" />
                <p>{t("access.linkExpired")}</p>
              </div>
            )}
            <AccessForm ns={ns} />
            <p>
              {t("access.password.question")}{" "}
              <Link to={signInPath} className="font-medium text-primary underline hover:no-underline">
                {t("access.password.link")}
              </Link>
            </p>
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
