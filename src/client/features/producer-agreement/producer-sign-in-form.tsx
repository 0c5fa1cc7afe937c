import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { producerRedirectDelayMs, producerSignInSchema, type ProducerSignIn } from "../../../shared/producer-agreement";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { ApiError } from "../../lib/api/api-client";
import { signInProducer } from "./api/sign-in-producer";

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
 * submitting state ends only on failure: on success the page leaves for
 * the e-signature form after half a second (SPEC §9).
 */
export function ProducerSignInForm({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const form = useZodForm(producerSignInSchema, { username: "", password: "" });
  const [leaving, setLeaving] = useState(false);

  async function signIn(credentials: ProducerSignIn) {
    const { redirectUrl } = await signInProducer(credentials);
    setLeaving(true);
    toast.success(t("toast.successTitle"), { description: t("toast.successBody") });
    setTimeout(() => window.location.assign(redirectUrl), producerRedirectDelayMs);
  }

  function failed(error: unknown) {
    toast.error(t("toast.failureTitle"), { description: refusal(error, t) });
    form.setValue("password", "");
    form.setFocus("password");
  }

  return (
    <Form
      form={form}
      onSubmit={signIn}
      onFailure={failed}
      errorText={(field) => t(`form.required.${field}`)}
      className="space-y-5"
      aria-labelledby="producer-sign-in-title"
    >
      <h2 id="producer-sign-in-title" className="text-2xl font-semibold">
        {t("form.title")}
      </h2>
      <Field name="username" label={t("form.username")} required>
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
      </Field>
      <Field name="password" label={t("form.password")} required>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            showLabel={t("form.showPassword")}
            hideLabel={t("form.hidePassword")}
          />
        )}
      </Field>
      <p className="text-sm text-muted-foreground">{t("form.note")}</p>
      <SubmitButton size="lg" className="w-full sm:w-auto" disabled={leaving} pending={t("form.submitting")}>
        {leaving ? t("form.submitting") : t("form.submit")}
      </SubmitButton>
    </Form>
  );
}
