import { useState } from "react";
import { useTranslation } from "react-i18next";
import { twoFactorSignInSchema, type TwoFactorSignIn } from "../../../shared/sign-in";
import { CheckboxField } from "../../components/form/checkbox-field";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { authClient } from "../../lib/api/auth-client";

/** The second step of sign-in for accounts with two-factor on: an app code or a backup code. */
export function TwoFactorStep({ ns, onVerified }: { ns: string; onVerified: () => Promise<void> }) {
  const { t } = useTranslation(ns);
  const [useBackup, setUseBackup] = useState(false);
  const form = useZodForm(twoFactorSignInSchema, { code: "", trustDevice: false });

  async function verify(entered: TwoFactorSignIn) {
    const result = useBackup
      ? await authClient.twoFactor.verifyBackupCode(entered)
      : await authClient.twoFactor.verifyTotp(entered);
    if (result.error) {
      const message = result.error.status === 429 ? t("login.tooMany", { minutes: 1 }) : t("login.twoFactor.invalid");
      form.setError("code", { type: "server", message }, { shouldFocus: true });
      return;
    }
    await onVerified();
  }

  return (
    <Form
      form={form}
      onSubmit={verify}
      // A code left empty is as wrong as a wrong one; what the server refuses is said as it answered.
      errorText={(_field, error) => (error.type === "server" ? error.message : t("login.twoFactor.invalid"))}
      className="space-y-5"
    >
      <h2 className="text-2xl font-semibold">{t("login.twoFactor.title")}</h2>
      <p className="text-muted-foreground">{t("login.twoFactor.lead")}</p>
      <Field name="code" label={useBackup ? t("login.twoFactor.backupCode") : t("login.twoFactor.code")}>
        {(control) => (
          <Input {...control} autoComplete="one-time-code" inputMode={useBackup ? "text" : "numeric"} autoFocus />
        )}
      </Field>
      <CheckboxField name="trustDevice" label={t("login.twoFactor.trustDevice")} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton size="lg" pending={t("login.twoFactor.submit")}>
          {t("login.twoFactor.submit")}
        </SubmitButton>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setUseBackup((backup) => !backup);
            form.resetField("code");
          }}
        >
          {useBackup ? t("login.twoFactor.useApp") : t("login.twoFactor.useBackup")}
        </Button>
      </div>
    </Form>
  );
}
