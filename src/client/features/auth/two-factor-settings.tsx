import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api/api-client";
import { authClient } from "../../lib/api/auth-client";
import { regenerateBackupCodes } from "./api/regenerate-backup-codes";
import { AuthenticatorSetup } from "./authenticator-setup";
import { PasswordConfirmationForm } from "./password-confirmation-form";

type Action = "enable" | "disable" | "newBackupCodes";

type Stage =
  | { kind: "idle" }
  | { kind: "password"; action: Action }
  | { kind: "scan"; totpUri: string; backupCodes: string[] }
  | { kind: "backupCodes"; backupCodes: string[]; replaced: boolean };

/**
 * Turning TOTP two-step verification on (password, then QR code or key, then a
 * code from the app to prove it works, then the backup codes) or off, and
 * new backup codes (password, then the codes, shown once).
 */
export function TwoFactorSettings({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const reset = () => setStage({ kind: "idle" });

  /** Answers what to say under the password field when better-auth refuses, or null. */
  async function confirmPassword(action: Action, password: string): Promise<string | null> {
    if (action === "newBackupCodes") {
      try {
        const { backupCodes } = await regenerateBackupCodes({ password });
        setStage({ kind: "backupCodes", backupCodes, replaced: true });
        return null;
      } catch (error) {
        const refused = error instanceof ApiError && error.fieldErrors.some((field) => field.field === "password");
        return refused ? t("staff.account.invalidPassword") : t("staff.account.failed");
      }
    }
    if (action === "enable") {
      const result = await authClient.twoFactor.enable({ password });
      if (result.error) return t("staff.account.invalidPassword");
      if (!("totpURI" in result.data)) return t("staff.account.failed");
      setStage({ kind: "scan", totpUri: result.data.totpURI, backupCodes: result.data.backupCodes });
      return null;
    }
    const result = await authClient.twoFactor.disable({ password });
    if (result.error) return t("staff.account.invalidPassword");
    toast.success(t("staff.account.turnedOff"));
    reset();
    onChanged();
    return null;
  }

  if (stage.kind === "password") {
    return (
      <PasswordConfirmationForm onConfirm={(password) => confirmPassword(stage.action, password)} onCancel={reset} />
    );
  }

  if (stage.kind === "scan") {
    return (
      <AuthenticatorSetup
        totpUri={stage.totpUri}
        onConfirmed={() => setStage({ kind: "backupCodes", backupCodes: stage.backupCodes, replaced: false })}
        onCancel={reset}
      />
    );
  }

  if (stage.kind === "backupCodes") {
    return (
      <div className="space-y-4">
        <h3 className="text-lg font-semibold">{t("staff.account.backupTitle")}</h3>
        <p>{t("staff.account.backupBody")}</p>
        {stage.replaced && <p className="font-medium">{t("staff.account.backupReplaced")}</p>}
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
      <div className="flex flex-wrap gap-3">
        <Button
          variant={enabled ? "outline" : "primary"}
          onClick={() => setStage({ kind: "password", action: enabled ? "disable" : "enable" })}
        >
          {enabled ? t("staff.account.turnOff") : t("staff.account.turnOn")}
        </Button>
        {enabled && (
          <Button variant="outline" onClick={() => setStage({ kind: "password", action: "newBackupCodes" })}>
            {t("staff.account.newBackupCodes")}
          </Button>
        )}
      </div>
    </div>
  );
}
