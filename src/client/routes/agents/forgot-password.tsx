import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../shared/routes";
import { PageHero } from "../../components/page/page-hero";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { AgentSupportHelp } from "../../features/auth/agent-support-help";
import { authClient } from "../../lib/api/auth-client";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/signIn.json";

const ns = registerNamespace("signIn", en);
export const handle: PageHandle = { namespace: ns, metaKey: "forgot.meta" };
export const meta = publicPageMeta(pathTo("agentsForgotPassword"), handle);

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Asks for a reset link. The answer is the same whether or not an account
 * uses the address, so the page cannot be used to find out who has one.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(ns);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const problem = !address ? t("forgot.required") : looksLikeEmail(address) ? null : t("forgot.invalidEmail");
    setError(problem);
    setFormError(null);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setSubmitting(true);
    const result = await authClient
      .requestPasswordReset({ email: address, redirectTo: pathTo("agentsResetPassword") })
      .catch(() => ({ error: { status: 0 } }));
    setSubmitting(false);
    if (result.error) {
      setFormError(result.error.status === 429 ? t("login.tooMany", { minutes: 1 }) : t("forgot.failed"));
      return;
    }
    setSentTo(address);
  }

  return (
    <>
      <PageHero title={t("forgot.title")} lead={t("forgot.lead")} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5 rounded-lg border border-border bg-surface p-6 shadow-sm">
          <form noValidate onSubmit={handleSubmit} className="space-y-5">
            <FormField label={t("forgot.email")} error={error} required>
              {(control) => (
                <Input
                  {...control}
                  ref={emailRef}
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </FormField>
            <div role="alert" className="font-medium text-alert empty:hidden">
              {formError}
            </div>
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
              {submitting ? t("forgot.submitting") : t("forgot.submit")}
            </Button>
          </form>
          <p role="status" className="font-medium empty:hidden">
            {sentTo ? t("forgot.sent", { email: sentTo }) : null}
          </p>
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
