import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { NumberedSteps } from "../../components/page/numbered-steps";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/page/section";
import { AppointmentForm } from "../../features/appointment/appointment-form";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/appointment.json";

const ns = registerNamespace("appointment", en);
export const handle: PageHandle = { namespace: "common", metaKey: "pages.agentsAppointment" };
export const meta = publicPageMeta(pathTo("agentsAppointment"), handle);

const nextSteps = ["review", "interview", "appointment"] as const;

/** SPEC §2 agent appointment request: hero, the four-section application, What Happens Next. */
export default function AgentAppointmentPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <AppointmentForm ns={ns} />
      </div>
      <Section title={t("next.title")} tone="sand">
        <NumberedSteps
          steps={nextSteps.map((step) => ({
            title: t(`next.steps.${step}.title`),
            body: <p>{t(`next.steps.${step}.body`)}</p>,
          }))}
        />
      </Section>
    </>
  );
}
