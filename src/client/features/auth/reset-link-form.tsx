import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { passwordResetRequestSchema, type PasswordResetRequest } from "../../../shared/sign-in";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Input } from "../../components/ui/input";
import { authClient } from "../../lib/api/auth-client";
import { FormAlert } from "../../components/form/form-alert";

/**
 * Asks for a reset link. The answer is the same whether or not an account
 * uses the address, so the form cannot be used to find out who has one.
 */
export function ResetLinkForm({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const form = useZodForm(passwordResetRequestSchema, { email: "" });
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send({ email }: PasswordResetRequest) {
    setFormError(null);
    const result = await authClient
      .requestPasswordReset({
        email,
        // The e-mail is written in the language of this page (the auth client sends it).
        redirectTo: pathTo("agentsResetPassword"),
      })
      .catch(() => ({ error: { status: 0 } }));
    if (result.error) {
      setFormError(result.error.status === 429 ? t("login.tooMany", { minutes: 1 }) : t("forgot.failed"));
      return;
    }
    setSentTo(email);
  }

  return (
    <>
      <Form
        form={form}
        onSubmit={send}
        onInvalidFields={() => setFormError(null)}
        errorText={(_field, error) => (error.type === "too_small" ? t("forgot.required") : t("forgot.invalidEmail"))}
        className="space-y-5"
      >
        <Field name="email" label={t("forgot.email")} required>
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </Field>
        <FormAlert>{formError}</FormAlert>
        <SubmitButton size="lg" className="w-full sm:w-auto" pending={t("forgot.submitting")}>
          {t("forgot.submit")}
        </SubmitButton>
      </Form>
      <p role="status" className="font-medium empty:hidden">
        {sentTo ? t("forgot.sent", { email: sentTo }) : null}
      </p>
    </>
  );
}
