import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { pathTo } from "../../../shared/routes";
import { PageHero } from "../../components/page/page-hero";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { AgentSupportHelp } from "../../features/auth/agent-support-help";
import { authClient } from "../../lib/api/auth-client";
import { fetchCurrentUser } from "../../lib/api/get-current-user";
import { pathAfterSignIn } from "../../features/auth/path-after-sign-in";
import { signInErrorMessage } from "../../features/auth/sign-in-errors";
import { TwoFactorStep } from "../../features/auth/two-factor-step";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/signIn.json";

const ns = registerNamespace("signIn", en);
export const handle: PageHandle = { namespace: ns };
export const meta = publicPageMeta(pathTo("agentsLogin"), handle);

interface FieldErrors {
  login?: string;
  password?: string;
}

/** SPEC §2 Agent Portal Login, signing in for real (issue 4): staff, agents and members. */
export default function AgentLoginPage() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function goOn() {
    const user = await fetchCurrentUser();
    if (!user) throw new Error("signed in, but no session");
    // Members go to their own pages (issue 10), staff and agents to the staff area.
    await navigate(pathAfterSignIn(user.role, searchParams.get("next")), { replace: true });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const identifier = login.trim();
    const problems: FieldErrors = {
      login: identifier ? undefined : t("login.required.login"),
      password: password ? undefined : t("login.required.password"),
    };
    setFieldErrors(problems);
    setFormError(null);
    if (problems.login || problems.password) {
      (problems.login ? loginRef : passwordRef).current?.focus();
      return;
    }

    setSubmitting(true);
    try {
      const result = identifier.includes("@")
        ? await authClient.signIn.email({ email: identifier, password, rememberMe })
        : await authClient.signIn.username({ username: identifier, password, rememberMe });
      if (result.error) {
        setFormError(signInErrorMessage(result.error, t));
        setPassword("");
        passwordRef.current?.focus();
      } else if ((result.data as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
        setSecondStep(true);
      } else {
        await goOn();
      }
    } catch {
      setFormError(t("login.failed"));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHero title={t("login.title")} lead={t("login.lead")} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-lg border border-border bg-surface p-6 shadow-sm">
          {secondStep ? (
            <TwoFactorStep ns={ns} onVerified={goOn} />
          ) : (
            <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-labelledby="sign-in-title">
              <h2 id="sign-in-title" className="text-2xl font-semibold">
                {t("login.formTitle")}
              </h2>
              <FormField label={t("login.login")} error={fieldErrors.login} required>
                {(control) => (
                  <Input
                    {...control}
                    ref={loginRef}
                    name="username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={login}
                    onChange={(event) => setLogin(event.target.value)}
                  />
                )}
              </FormField>
              <FormField label={t("login.password")} error={fieldErrors.password} required>
                {(control) => (
                  <PasswordInput
                    {...control}
                    ref={passwordRef}
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    showLabel={t("login.showPassword")}
                    hideLabel={t("login.hidePassword")}
                  />
                )}
              </FormField>
              <div>
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    name="rememberMe"
                    className="size-5 accent-primary"
                    checked={rememberMe}
                    onChange={(event) => setRememberMe(event.target.checked)}
                    aria-describedby="remember-me-hint"
                  />
                  {t("login.rememberMe")}
                </label>
                <p id="remember-me-hint" className="text-sm text-muted-foreground">
                  {t("login.rememberMeHint")}
                </p>
              </div>
              <div role="alert" className="font-medium text-alert empty:hidden">
                {formError}
              </div>
              <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
                {submitting ? t("login.submitting") : t("login.submit")}
              </Button>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                <Link
                  to={pathTo("agentsForgotPassword")}
                  className="font-medium text-primary underline hover:no-underline"
                >
                  {t("login.forgot")}
                </Link>
                <span>
                  {t("login.notAgent")}{" "}
                  <Link
                    to={pathTo("agentsAppointment")}
                    className="font-medium text-primary underline hover:no-underline"
                  >
                    {t("login.requestAppointment")}
                  </Link>
                </span>
              </div>
            </form>
          )}
        </div>
        <AgentSupportHelp ns={ns} />
      </div>
    </>
  );
}
