import type { TFunction } from "i18next";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/format";
import { paymentRedirectDelayMs, paymentStartSchema, type PaymentStart } from "../../../shared/payment";
import { Form } from "../../components/form/form";
import { InsuredPairFields } from "../../components/form/insured-pair-fields";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { ApiError } from "../../lib/api/api-client";
import { startPayment } from "../../lib/api/start-payment";
import { FormAlert } from "../../components/form/form-alert";

function refusal(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status === 0) return t("form.unreachable");
  if (error.status === 429) {
    return t("form.tooMany", { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) });
  }
  if (error.status === 503) return t("form.unavailable");
  // 422: a policy that cannot be paid online, in the server's words (in the visitor's language); the generic
  // "no such pair", whose words our fuller advice begins with in every language, gets the advice.
  const noMatch = t("form.noMatch");
  return error.status === 422 && !noMatch.startsWith(error.message) ? error.message : noMatch;
}

/**
 * SPEC §2/§4/§5 Payment Information: Submit is disabled while a field is
 * empty or while processing. The server checks the pair and answers the
 * payment portal to go to; card details are only ever entered there.
 */
export function PaymentForm({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const form = useZodForm(paymentStartSchema, { insuredEmail: "", policyNumber: "" });
  const [insuredEmail, policyNumber] = useWatch({ control: form.control, name: ["insuredEmail", "policyNumber"] });
  const [formError, setFormError] = useState<string | null>(null);
  // Set once the portal is known: the page says so, and stays busy until the browser goes there.
  const [redirect, setRedirect] = useState<{ amountDue: number } | null>(null);

  async function pay(start: PaymentStart) {
    setFormError(null);
    const answer = await startPayment(start);
    setRedirect({ amountDue: answer.amountDue });
    setTimeout(() => window.location.assign(answer.redirectUrl), paymentRedirectDelayMs);
  }

  const empty = !insuredEmail.trim() || !policyNumber.trim();
  return (
    <Form
      form={form}
      onSubmit={pay}
      onInvalidFields={() => setFormError(null)}
      onFailure={(error) => setFormError(refusal(error, t))}
      errorText={(field) => t(`form.errors.${field}`)}
      aria-labelledby="payment-title"
      className="space-y-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
    >
      <h2 id="payment-title" className="text-2xl font-semibold">
        {t("form.title")}
      </h2>
      <InsuredPairFields
        email={{ name: "insuredEmail", label: t("form.insuredEmail"), hint: t("form.insuredEmailHint") }}
        policyNumber={{ name: "policyNumber", label: t("form.policyNumber"), hint: t("form.policyNumberHint") }}
      />
      <FormAlert>{formError}</FormAlert>
      <div role="status" className="font-medium empty:hidden">
        {redirect && (
          <>
            <p>{t("form.redirecting")}</p>
            <p className="text-muted-foreground">{t("form.amountDue", { amount: formatMoney(redirect.amountDue) })}</p>
          </>
        )}
      </div>
      <SubmitButton
        size="lg"
        className="w-full sm:w-auto"
        disabled={empty || redirect !== null}
        pending={t("form.processing")}
      >
        {redirect ? t("form.processing") : t("form.submit")}
      </SubmitButton>
      <p className="text-sm text-muted-foreground">{t("form.notice")}</p>
    </Form>
  );
}
