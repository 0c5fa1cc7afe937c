import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { renderSVG } from "uqr";
import { twoFactorConfirmationSchema, type TwoFactorConfirmation } from "../../../shared/sign-in";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { authClient } from "../../lib/api/auth-client";

/** The key inside an otpauth:// URI, for people who type it instead of scanning. */
const manualKey = (totpUri: string) => new URL(totpUri).searchParams.get("secret") ?? "";

/** Turning two-step verification on: the QR code or key for the app, then a code from it to prove it works. */
export function AuthenticatorSetup({
  totpUri,
  onConfirmed,
  onCancel,
}: {
  totpUri: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(twoFactorConfirmationSchema, { code: "" });
  const code = useWatch({ control: form.control, name: "code" });

  async function confirm({ code }: TwoFactorConfirmation) {
    const result = await authClient.twoFactor.verifyTotp({ code });
    if (result.error) {
      form.setError("code", { type: "server", message: t("staff.account.invalidCode") }, { shouldFocus: true });
      return;
    }
    toast.success(t("staff.account.turnedOn"));
    onConfirmed();
  }

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
          dangerouslySetInnerHTML={{ __html: renderSVG(totpUri) }}
        />
        <p>
          {t("staff.account.manualKey")}:{" "}
          <code data-testid="totp-key" className="rounded bg-sand px-2 py-1 font-mono break-all">
            {manualKey(totpUri)}
          </code>
        </p>
      </div>
      <Form
        form={form}
        onSubmit={confirm}
        // An empty code is as wrong as a wrong one.
        errorText={() => t("staff.account.invalidCode")}
        className="space-y-4"
      >
        <h3 className="text-lg font-semibold">{t("staff.account.confirmTitle")}</h3>
        <Field name="code" label={t("staff.account.code")} required>
          {(control) => <Input {...control} autoComplete="one-time-code" inputMode="numeric" />}
        </Field>
        <div className="flex flex-wrap gap-3">
          <SubmitButton disabled={!code} pending={t("staff.account.confirm")}>
            {t("staff.account.confirm")}
          </SubmitButton>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("staff.account.cancel")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
