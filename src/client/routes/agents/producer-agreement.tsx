import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { PageHero } from "../../components/page/page-hero";
import { AgentSupportHelp } from "../../features/auth/agent-support-help";
import { ProducerSignInForm } from "../../features/producer-agreement/producer-sign-in-form";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/lpa.json";

const ns = registerNamespace("lpa", en);
export const handle: PageHandle = { namespace: "common", metaKey: "pages.lpa" };
export const meta = publicPageMeta(pathTo("lpa"), handle);

/** SPEC §2 Limited Producer Agreement login page. */
export default function ProducerAgreementPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-lg border border-border bg-surface p-6 shadow-sm">
          <ProducerSignInForm ns={ns} />
        </div>
        <AgentSupportHelp ns={ns} />
      </div>
    </>
  );
}
