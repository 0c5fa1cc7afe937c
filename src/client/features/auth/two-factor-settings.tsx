import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { renderSVG } from "uqr";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { authClient } from "../../lib/api/auth-client";

type Stage =
  | { kind: "idle" }
  | { kind: "password"; action: "enable" | "disable" }
  | { kind: "scan"; totpUri: string; backupCodes: string[] }
  | { kind: "backupCodes"; backupCodes: string[] };

/** The key inside an otpauth:// URI, for people who type it instead of scanning. */
const manualKey = (totpUri: string) => new URL(totpUri).searchParams.get("secret") ?? "";

/**
 * Turning TOTP two-step verification on (password, then QR code or key, then a
 * code from the app to prove it works, then the backup codes) or off.
 */
export function TwoFactorSettings({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setStage({ kind: "idle" });
    setPassword("");
    setCode("");
    setError(null);
  }

  async function submitPassword(event: FormEvent<HTMLFormElement>, action: "enable" | "disable") {
    event.preventDefault();
    setBusy(true);
    setError(null);
    if (action === "enable") {
      const result = await authClient.twoFactor.enable({ password });
      if (result.error) setError(t("staff.account.invalidPassword"));
      else if ("totpURI" in result.data) {
        setStage({ kind: "scan", totpUri: result.data.totpURI, backupCodes: result.data.backupCodes });
      } else setError(t("staff.account.failed"));
    } else {
      const result = await authClient.twoFactor.disable({ password });
      if (result.error) setError(t("staff.account.invalidPassword"));
      else {
        toast.success(t("staff.account.turnedOff"));
        reset();
        onChanged();
      }
    }
    setPassword("");
    setBusy(false);
  }

  async function confirmCode(event: FormEvent<HTMLFormElement>, backupCodes: string[]) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await authClient.twoFactor.verifyTotp({ code: code.replace(/\s+/g, "") });
    setBusy(false);
    if (result.error) {
      setError(t("staff.account.invalidCode"));
      return;
    }
    toast.success(t("staff.account.turnedOn"));
    setStage({ kind: "backupCodes", backupCodes });
  }

  if (stage.kind === "password") {
    return (
      <form noValidate onSubmit={(event) => void submitPassword(event, stage.action)} className="space-y-4">
        <FormField label={t("staff.account.passwordPrompt")} error={error} required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              showLabel={t("staff.account.password")}
              hideLabel={t("staff.account.password")}
              autoFocus
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy || !password}>
            {t("staff.account.continue")}
          </Button>
          <Button type="button" variant="outline" onClick={reset}>
            {t("staff.account.cancel")}
          </Button>
        </div>
      </form>
    );
  }

  if (stage.kind === "scan") {
    return (
      <div className="space-y-6">
        <div className="space-y-3">
          <h3 className="text-lg font-semibold">{t("staff.account.scanTitle")}</h3>
          <p>{t("staff.account.scanBody")}</p>
          <div
            role="img"
            aria-label={t("staff.account.qrLabel")}
            className="w-48 rounded-md bg-white p-2"
            // uqr renders the QR code as SVG markup from our own otpauth:// URI.
            dangerouslySetInnerHTML={{ __html: renderSVG(stage.totpUri) }}
          />
          <p>
            {t("staff.account.manualKey")}:{" "}
            <code data-testid="totp-key" className="rounded bg-sand px-2 py-1 font-mono break-all">
              {manualKey(stage.totpUri)}
            </code>
          </p>
        </div>
        <form noValidate onSubmit={(event) => void confirmCode(event, stage.backupCodes)} className="space-y-4">
          <h3 className="text-lg font-semibold">{t("staff.account.confirmTitle")}</h3>
          <FormField label={t("staff.account.code")} error={error} required>
            {(control) => (
              <Input
                {...control}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy || !code}>
              {t("staff.account.confirm")}
            </Button>
            <Button type="button" variant="outline" onClick={reset}>
              {t("staff.account.cancel")}
            </Button>
          </div>
        </form>
      </div>
    );
  }

  if (stage.kind === "backupCodes") {
    return (
      <div className="space-y-4">
        <h3 className="text-lg font-semibold">{t("staff.account.backupTitle")}</h3>
        <p>{t("staff.account.backupBody")}</p>
        <ul aria-label={t("staff.account.backupTitle")} className="grid max-w-md grid-cols-2 gap-2 font-mono">
          {stage.backupCodes.map((backupCode) => (
            <li key={backupCode} className="rounded bg-sand px-2 py-1">
              {backupCode}
            </li>
          ))}
        </ul>
        <Button
          onClick={() => {
            reset();
            onChanged();
          }}
        >
          {t("staff.account.done")}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p>{enabled ? t("staff.account.twoFactorOn") : t("staff.account.twoFactorOff")}</p>
      <Button
        variant={enabled ? "outline" : "primary"}
        onClick={() => setStage({ kind: "password", action: enabled ? "disable" : "enable" })}
      >
        {enabled ? t("staff.account.turnOff") : t("staff.account.turnOn")}
      </Button>
    </div>
  );
}
