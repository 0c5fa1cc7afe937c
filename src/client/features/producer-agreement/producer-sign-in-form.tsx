import type { TFunction } from "i18next";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { producerRedirectDelayMs } from "../../../shared/producer-agreement";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { ApiError, apiRequest } from "../../lib/api/api-client";

interface FieldErrors {
  username?: string;
  password?: string;
}

/** What to say when the server refuses: the spec's message for a wrong pair, a plain reason otherwise. */
function refusal(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status === 0) return t("toast.unreachable");
  if (error.status === 429) {
    return t("toast.tooMany", { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) });
  }
  if (error.status === 503) return t("toast.unavailable");
  return t("toast.failureBody");
}

/**
 * SPEC §2/§4 Limited Producer Agreement login, checked by the server. The
 * submitting state resets only on failure: on success the page leaves for
 * the e-signature form after half a second (SPEC §9).
 */
export function ProducerSignInForm({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: FieldErrors = {
      username: username.trim() ? undefined : t("form.required.username"),
      password: password ? undefined : t("form.required.password"),
    };
    setErrors(problems);
    if (problems.username || problems.password) {
      (problems.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const { redirectUrl } = await apiRequest<{ redirectUrl: string }>("/api/lpa/sign-in", {
        method: "POST",
        body: JSON.stringify({ username: username.trim(), password }),
      });
      toast.success(t("toast.successTitle"), { description: t("toast.successBody") });
      setTimeout(() => window.location.assign(redirectUrl), producerRedirectDelayMs);
    } catch (error) {
      toast.error(t("toast.failureTitle"), { description: refusal(error, t) });
      setPassword("");
      setSubmitting(false);
      passwordRef.current?.focus();
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-labelledby="producer-sign-in-title">
      <h2 id="producer-sign-in-title" className="text-2xl font-semibold">
        {t("form.title")}
      </h2>
      <FormField label={t("form.username")} error={errors.username} required>
        {(control) => (
          <Input
            {...control}
            ref={usernameRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t("form.password")} error={errors.password} required>
        {(control) => (
          <PasswordInput
            {...control}
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            showLabel={t("form.showPassword")}
            hideLabel={t("form.hidePassword")}
          />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">{t("form.note")}</p>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? t("form.submitting") : t("form.submit")}
      </Button>
    </form>
  );
}
