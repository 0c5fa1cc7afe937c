import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { passwordConfirmationSchema, type PasswordConfirmation } from "../../../shared/sign-in";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { PasswordInput } from "../../components/ui/password-input";

/**
 * The account's password, asked before two-step verification is turned on or
 * off. `onConfirm` answers the refusal to show under the field, or null; the
 * password is cleared after every try.
 */
export function PasswordConfirmationForm({
  onConfirm,
  onCancel,
}: {
  onConfirm: (password: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(passwordConfirmationSchema, { password: "" });
  const password = useWatch({ control: form.control, name: "password" });

  async function confirm(confirmation: PasswordConfirmation) {
    const refusal = await onConfirm(confirmation.password);
    form.setValue("password", "");
    if (refusal) form.setError("password", { type: "server", message: refusal }, { shouldFocus: true });
  }

  return (
    <Form form={form} onSubmit={confirm} className="space-y-4">
      <Field name="password" label={t("staff.account.passwordPrompt")} required>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            showLabel={t("staff.account.password")}
            hideLabel={t("staff.account.password")}
            autoFocus
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <SubmitButton disabled={!password} pending={t("staff.account.continue")}>
          {t("staff.account.continue")}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("staff.account.cancel")}
        </Button>
      </div>
    </Form>
  );
}
