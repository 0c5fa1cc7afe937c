import { useState } from "react";
import { useTranslation } from "react-i18next";
import { passwordMaxLength, passwordMinLength } from "../../../shared/password-policy";
import { newPasswordSchema, type NewPassword } from "../../../shared/sign-in";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { PasswordInput } from "../../components/ui/password-input";
import { authClient } from "../../lib/api/auth-client";
import { FormAlert } from "../../components/form/form-alert";

const limits = { min: passwordMinLength, max: passwordMaxLength };

/**
 * Sets the new password with the e-mailed link's token, under the rules of
 * password-policy.ts, which the page lists. A link used or expired is said
 * by the page (`onInvalidLink`); the change itself by `onDone`.
 */
export function NewPasswordForm({
  ns,
  token,
  onDone,
  onInvalidLink,
}: {
  ns: string;
  token: string;
  onDone: () => void;
  onInvalidLink: () => void;
}) {
  const { t } = useTranslation(ns);
  const form = useZodForm(newPasswordSchema, { password: "", confirm: "" });
  const [formError, setFormError] = useState<string | null>(null);

  async function save({ password }: NewPassword) {
    setFormError(null);
    const result = await authClient.resetPassword({ newPassword: password, token }).catch(() => ({
      error: { status: 0 },
    }));
    if (!result.error) onDone();
    else if (result.error.status === 400) onInvalidLink();
    else setFormError(t("reset.failed"));
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      onInvalidFields={() => setFormError(null)}
      // The schema names the rule broken; the page words it.
      errorText={(_field, error) => t(`reset.problems.${error.message}`, limits)}
      className="space-y-5"
    >
      <div className="space-y-2">
        <h2 className="text-xl font-semibold">{t("reset.rulesTitle")}</h2>
        <ul className="list-disc space-y-1 pl-6 text-muted-foreground">
          <li>{t("reset.rules.length", limits)}</li>
          <li>{t("reset.rules.common")}</li>
          <li>{t("reset.rules.variety")}</li>
        </ul>
      </div>
      {(["password", "confirm"] as const).map((name) => (
        <Field key={name} name={name} label={t(`reset.${name}`)} required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              showLabel={t("login.showPassword")}
              hideLabel={t("login.hidePassword")}
            />
          )}
        </Field>
      ))}
      <FormAlert>{formError}</FormAlert>
      <SubmitButton size="lg" className="w-full sm:w-auto" pending={t("reset.submitting")}>
        {t("reset.submit")}
      </SubmitButton>
    </Form>
  );
}
