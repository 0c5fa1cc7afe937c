import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { pathTo } from "../../../shared/routes";
import { PageHero } from "../../components/page/page-hero";
import { Button } from "../../components/ui/button";
import { AgentSupportHelp } from "../../features/auth/agent-support-help";
import { NewPasswordForm } from "../../features/auth/new-password-form";
import { useHydrated } from "../../hooks/use-hydrated";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/signIn.json";

const ns = registerNamespace("signIn", en);
export const handle: PageHandle = { namespace: ns, metaKey: "reset.meta" };
export const meta = () => [
  ...publicPageMeta(pathTo("agentsResetPassword"), handle)(),
  { name: "robots", content: "noindex" },
];

type Outcome = "done" | "invalidLink" | null;

/** Opened from the e-mailed link (`?token=`): sets the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(ns);
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [result, setOutcome] = useState<Outcome>(null);
  // The page is prerendered without the link's token: only once it runs in the
  // browser can it tell that a token is missing (and hydrate without a mismatch).
  const hydrated = useHydrated();
  const outcome: Outcome = result ?? (hydrated && !token ? "invalidLink" : null);

  return (
    <>
      <PageHero title={t("reset.title")} lead={t("reset.lead")} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5 rounded-lg border border-border bg-surface p-6 shadow-sm">
          {outcome === "done" && (
            <>
              <p role="status" className="font-medium">
                {t("reset.done")}
              </p>
              <Button asChild size="lg">
                <Link to={pathTo("agentsLogin")}>{t("reset.signIn")}</Link>
              </Button>
            </>
          )}
          {outcome === "invalidLink" && (
            <>
              <p role="alert" className="font-medium text-alert">
                {t("reset.invalidLink")}
              </p>
              <Button asChild size="lg">
                <Link to={pathTo("agentsForgotPassword")}>{t("reset.askAgain")}</Link>
              </Button>
            </>
          )}
          {outcome === null && (
            <NewPasswordForm
              ns={ns}
              token={token}
              onDone={() => setOutcome("done")}
              onInvalidLink={() => setOutcome("invalidLink")}
            />
          )}
        </div>
        <AgentSupportHelp ns={ns} />
      </div>
    </>
  );
}
