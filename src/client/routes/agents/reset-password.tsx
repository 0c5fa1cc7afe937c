import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { passwordMaxLength, passwordMinLength, passwordProblem } from "../../../shared/password-policy";
import { pathTo } from "../../../shared/routes";
import { PageHero } from "../../components/page/page-hero";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { PasswordInput } from "../../components/ui/password-input";
import { AgentSupportHelp } from "../../features/auth/agent-support-help";
import { useHydrated } from "../../hooks/use-hydrated";
import { authClient } from "../../lib/api/auth-client";
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

/** Opened from the e-mailed link (`?token=`): sets the new password under the rules of password-policy.ts. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(ns);
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setOutcome] = useState<Outcome>(null);
  // The page is prerendered without the link's token: only once it runs in the
  // browser can it tell that a token is missing (and hydrate without a mismatch).
  const hydrated = useHydrated();
  const outcome: Outcome = result ?? (hydrated && !token ? "invalidLink" : null);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const limits = { min: passwordMinLength, max: passwordMaxLength };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = password ? passwordProblem(password) : "required";
    const next = {
      password: problem ? t(`reset.problems.${problem}`, limits) : undefined,
      confirm: !problem && confirm !== password ? t("reset.problems.mismatch") : undefined,
    };
    setErrors(next);
    setFormError(null);
    if (next.password || next.confirm) {
      passwordRef.current?.focus();
      return;
    }
    setSubmitting(true);
    const result = await authClient.resetPassword({ newPassword: password, token }).catch(() => ({
      error: { status: 0 },
    }));
    setSubmitting(false);
    if (!result.error) setOutcome("done");
    else if (result.error.status === 400) setOutcome("invalidLink");
    else setFormError(t("reset.failed"));
  }

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
            <form noValidate onSubmit={handleSubmit} className="space-y-5">
              <div className="space-y-2">
                <h2 className="text-xl font-semibold">{t("reset.rulesTitle")}</h2>
                <ul className="list-disc space-y-1 pl-6 text-muted-foreground">
                  <li>{t("reset.rules.length", limits)}</li>
                  <li>{t("reset.rules.common")}</li>
                  <li>{t("reset.rules.variety")}</li>
                </ul>
              </div>
              <FormField label={t("reset.password")} error={errors.password} required>
                {(control) => (
                  <PasswordInput
                    {...control}
                    ref={passwordRef}
                    autoComplete="new-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    showLabel={t("login.showPassword")}
                    hideLabel={t("login.hidePassword")}
                  />
                )}
              </FormField>
              <FormField label={t("reset.confirm")} error={errors.confirm} required>
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="new-password"
                    value={confirm}
                    onChange={(event) => setConfirm(event.target.value)}
                    showLabel={t("login.showPassword")}
                    hideLabel={t("login.hidePassword")}
                  />
                )}
              </FormField>
              <div role="alert" className="font-medium text-alert empty:hidden">
                {formError}
              </div>
              <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
                {submitting ? t("reset.submitting") : t("reset.submit")}
              </Button>
            </form>
          )}
        </div>
        <AgentSupportHelp ns={ns} />
      </div>
    </>
  );
}
