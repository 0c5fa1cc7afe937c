import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { passwordChangeFormSchema, type PasswordChange } from "../../../shared/own-account";
import { passwordMaxLength, passwordMinLength } from "../../../shared/password-policy";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form/form-alert";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { PasswordInput } from "../../components/ui/password-input";
import { accountNs } from "./account-texts";
import { useChangePassword } from "./api/change-password";
import { failureText } from "./failure-text";

const limits = { min: passwordMinLength, max: passwordMaxLength };
const fields = [
  { name: "currentPassword", label: "password.current", autoComplete: "current-password" },
  { name: "newPassword", label: "password.new", autoComplete: "new-password" },
  { name: "confirm", label: "password.confirm", autoComplete: "new-password" },
] as const;

/**
 * A new password, given the current one, under the rules of
 * password-policy.ts (listed, and checked by the server too). Saving signs out
 * every other device; the fields are emptied.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation(accountNs);
  const form = useZodForm(passwordChangeFormSchema, { currentPassword: "", newPassword: "", confirm: "" });
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);

  async function save(payload: PasswordChange) {
    setProblem(null);
    await change.mutateAsync(payload);
    form.reset();
    toast.success(t("password.changed"));
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      onInvalidFields={() => setProblem(null)}
      onFailure={(error, marked) => setProblem(failureText(t, error, marked))}
      className="space-y-4"
    >
      <p>{t("password.intro")}</p>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold">{t("password.rulesTitle")}</h3>
        <ul className="list-disc space-y-1 pl-6 text-muted-foreground">
          <li>{t("password.rules.length", limits)}</li>
          <li>{t("password.rules.common")}</li>
          <li>{t("password.rules.variety")}</li>
        </ul>
      </div>
      {fields.map(({ name, label, autoComplete }) => (
        <Field key={name} name={name} label={t(label)} required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete={autoComplete}
              showLabel={t("password.show")}
              hideLabel={t("password.hide")}
            />
          )}
        </Field>
      ))}
      <FormAlert>{problem}</FormAlert>
      <SubmitButton pending={t("password.submitting")}>{t("password.submit")}</SubmitButton>
    </Form>
  );
}
