import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { memberAccessSchema, memberLinkLifetimeMinutes, type MemberAccess } from "../../../shared/member";
import { Form } from "../../components/form/form";
import { InsuredPairFields } from "../../components/form/insured-pair-fields";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { ApiError } from "../../lib/api/api-client";
import { requestSignInLink } from "./api/request-sign-in-link";
import { FormAlert } from "../../components/form/form-alert";

const emptyAccess = { email: "", policyNumber: "" };

/** The form's field for an API path ("body.email" or "email"); anything else is said above the button. */
function fieldOf(path: string): keyof MemberAccess | null {
  const field = path.replace(/^body\./, "");
  return field in emptyAccess ? (field as keyof MemberAccess) : null;
}

function refusal(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status === 0) return t("access.errors.unreachable");
  if (error.status === 429) {
    return t("access.errors.tooMany", { count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) });
  }
  return t("access.errors.failed");
}

/**
 * SPEC §2 member form, sending for real: e-mail and policy number ask for a
 * one-time sign-in link. The answer is the same whether or not they match,
 * so the form cannot tell which policies exist. What was typed stays.
 */
export function AccessForm({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const form = useZodForm(memberAccessSchema, emptyAccess);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  function forgetAnswer() {
    setFormError(null);
    setSent(false);
  }

  async function send(access: MemberAccess) {
    forgetAnswer();
    await requestSignInLink(access);
    setSent(true);
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      onInvalidFields={forgetAnswer}
      onFailure={(error, fieldsMarked) => !fieldsMarked && setFormError(refusal(error, t))}
      fieldOf={fieldOf}
      errorText={(field) => t(`access.errors.${field}`)}
      aria-labelledby="member-access-title"
      className="space-y-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
    >
      <h3 id="member-access-title" className="text-2xl font-semibold">
        {t("access.formTitle")}
      </h3>
      <InsuredPairFields
        email={{ name: "email", label: t("access.email") }}
        policyNumber={{ name: "policyNumber", label: t("access.policyNumber"), hint: t("access.policyNumberHint") }}
      />
      <FormAlert>{formError}</FormAlert>
      {/* The status region is always there, so screen readers hear the answer when it arrives. */}
      <div className="space-y-1">
        <p role="status" className="font-medium">
          {sent ? t("access.sent") : null}
        </p>
        {sent && (
          <p className="text-muted-foreground">{t("access.sentNext", { minutes: memberLinkLifetimeMinutes })}</p>
        )}
      </div>
      <SubmitButton size="lg" className="w-full sm:w-auto" pending={t("access.sending")}>
        {t("access.submit")}
      </SubmitButton>
    </Form>
  );
}
