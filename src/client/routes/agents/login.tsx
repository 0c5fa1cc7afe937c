import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { pathTo } from "../../../shared/routes";
import { PageHero } from "../../components/page/page-hero";
import { AgentSupportHelp } from "../../features/auth/agent-support-help";
import { pathAfterSignIn } from "../../features/auth/path-after-sign-in";
import { SessionEndedNotice } from "../../features/auth/session-ended-notice";
import { SignInForm } from "../../features/auth/sign-in-form";
import { TwoFactorStep } from "../../features/auth/two-factor-step";
import { browserDraftStorage, discardDraftsNotOwnedBy } from "../../components/form/form-drafts";
import { fetchCurrentUser } from "../../lib/api/get-current-user";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/signIn.json";

const ns = registerNamespace("signIn", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("agentsLogin"), handle);

/** SPEC §2 Agent Portal Login, signing in for real: staff, agents and members. */
export default function AgentLoginPage() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [secondStep, setSecondStep] = useState(false);

  async function goOn() {
    const user = await fetchCurrentUser();
    if (!user) throw new Error("signed in, but no session");
    // Input kept when a session ended here returns only to the person who typed it.
    const drafts = browserDraftStorage();
    if (drafts) discardDraftsNotOwnedBy(drafts, user.id);
    // Members go to their own pages, staff and agents to the staff area.
    await navigate(pathAfterSignIn(user.role, searchParams.get("next")), { replace: true });
  }

  return (
    <>
      <PageHero title={t("login.title")} lead={t("login.lead")} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6 rounded-lg border border-border bg-surface p-6 shadow-sm">
          <SessionEndedNotice>{t("login.sessionEnded")}</SessionEndedNotice>
          {secondStep ? (
            <TwoFactorStep ns={ns} onVerified={goOn} />
          ) : (
            <SignInForm ns={ns} onSignedIn={goOn} onSecondStep={() => setSecondStep(true)} />
          )}
        </div>
        <AgentSupportHelp ns={ns} />
      </div>
    </>
  );
}
