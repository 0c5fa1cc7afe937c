import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../shared/routes";
import { PageHero } from "../../components/page/page-hero";
import { AgentSupportHelp } from "../../features/auth/agent-support-help";
import { ResetLinkForm } from "../../features/auth/reset-link-form";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/signIn.json";

const ns = registerNamespace("signIn", en);
export const handle: PageHandle = { namespace: ns, metaKey: "forgot.meta" };
export const meta = publicPageMeta(pathTo("agentsForgotPassword"), handle);

/** Forgot your password? A reset link by e-mail. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("forgot.title")} lead={t("forgot.lead")} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5 rounded-lg border border-border bg-surface p-6 shadow-sm">
          <ResetLinkForm ns={ns} />
          <Link
            to={pathTo("agentsLogin")}
            className="inline-block font-medium text-primary underline hover:no-underline"
          >
            {t("forgot.back")}
          </Link>
        </div>
        <AgentSupportHelp ns={ns} />
      </div>
    </>
  );
}
