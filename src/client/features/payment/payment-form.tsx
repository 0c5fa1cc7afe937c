import type { TFunction } from "i18next";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { paymentRedirectDelayMs, paymentStartSchema } from "../../../shared/payment";
import { Button } from "../../components/ui/button";
import { InsuredPairFields } from "../../components/forms/insured-pair-fields";
import { ApiError, apiRequest } from "../../lib/api/api-client";
import { checkWith, focusFirstInvalid } from "../../lib/form-validation";
import { formatMoney } from "../../../shared/format";

type Field = "insuredEmail" | "policyNumber";

function refusal(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status === 0) return t("form.unreachable");
  if (error.status === 429) {
    return t("form.tooMany", { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) });
  }
  if (error.status === 503) return t("form.unavailable");
  // 422: the generic "no such pair" or a policy that cannot be paid online; the server's words are the clearest.
  return error.status === 422 && error.message !== "We could not find a policy with this email and policy number."
    ? error.message
    : t("form.noMatch");
}

/**
 * SPEC §2/§4/§5 Payment Information: Submit is disabled while a field is
 * empty or while processing. The server checks the pair and answers the
 * payment portal to go to; card details are only ever entered there.
 */
export function PaymentForm({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ insuredEmail: "", policyNumber: "" });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [processing, setProcessing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<{ amountDue: number } | null>(null);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => current.filter((name) => name !== field));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkWith(paymentStartSchema, values);
    setFormError(null);
    if (!checked.valid) {
      setInvalid(checked.fields as Field[]);
      return focusFirstInvalid(formRef.current);
    }
    setProcessing(true);
    try {
      const answer = await apiRequest<{ redirectUrl: string; amountDue: number }>("/api/payments", {
        method: "POST",
        body: JSON.stringify(checked.data),
      });
      setRedirect({ amountDue: answer.amountDue });
      setTimeout(() => window.location.assign(answer.redirectUrl), paymentRedirectDelayMs);
    } catch (error) {
      setFormError(refusal(error, t));
      setProcessing(false);
    }
  }

  const empty = !values.insuredEmail.trim() || !values.policyNumber.trim();
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="payment-title"
      className="space-y-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
    >
      <h2 id="payment-title" className="text-2xl font-semibold">
        {t("form.title")}
      </h2>
      <InsuredPairFields
        email={{
          name: "insuredEmail",
          label: t("form.insuredEmail"),
          hint: t("form.insuredEmailHint"),
          error: invalid.includes("insuredEmail") ? t("form.errors.insuredEmail") : undefined,
          value: values.insuredEmail,
          onChange: (value) => set("insuredEmail", value),
        }}
        policyNumber={{
          name: "policyNumber",
          label: t("form.policyNumber"),
          hint: t("form.policyNumberHint"),
          error: invalid.includes("policyNumber") ? t("form.errors.policyNumber") : undefined,
          value: values.policyNumber,
          onChange: (value) => set("policyNumber", value),
        }}
      />
      <div role="alert" className="font-medium text-alert empty:hidden">
        {formError}
      </div>
      <div role="status" className="font-medium empty:hidden">
        {redirect && (
          <>
            <p>{t("form.redirecting")}</p>
            <p className="text-muted-foreground">{t("form.amountDue", { amount: formatMoney(redirect.amountDue) })}</p>
          </>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={empty || processing}>
        {processing ? t("form.processing") : t("form.submit")}
      </Button>
      <p className="text-sm text-muted-foreground">{t("form.notice")}</p>
    </form>
  );
}
