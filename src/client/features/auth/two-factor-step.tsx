import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { authClient } from "../../lib/api/auth-client";

/** The second step of sign-in for accounts with two-factor on: an app code or a backup code. */
export function TwoFactorStep({ ns, onVerified }: { ns: string; onVerified: () => Promise<void> }) {
  const { t } = useTranslation(ns);
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const entered = code.replace(/\s+/g, "");
    const result = useBackup
      ? await authClient.twoFactor.verifyBackupCode({ code: entered, trustDevice })
      : await authClient.twoFactor.verifyTotp({ code: entered, trustDevice });
    if (result.error) {
      setSubmitting(false);
      setError(result.error.status === 429 ? t("login.tooMany", { minutes: 1 }) : t("login.twoFactor.invalid"));
      codeRef.current?.focus();
      return;
    }
    await onVerified();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <h2 className="text-2xl font-semibold">{t("login.twoFactor.title")}</h2>
      <p className="text-muted-foreground">{t("login.twoFactor.lead")}</p>
      <FormField label={useBackup ? t("login.twoFactor.backupCode") : t("login.twoFactor.code")} error={error}>
        {(control) => (
          <Input
            {...control}
            ref={codeRef}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={useBackup ? "text" : "numeric"}
            autoFocus
          />
        )}
      </FormField>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
        {t("login.twoFactor.trustDevice")}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={submitting}>
          {t("login.twoFactor.submit")}
        </Button>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setUseBackup((backup) => !backup);
            setCode("");
            setError(null);
          }}
        >
          {useBackup ? t("login.twoFactor.useApp") : t("login.twoFactor.useBackup")}
        </Button>
      </div>
    </form>
  );
}
