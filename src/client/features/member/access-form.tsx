import type { TFunction } from "i18next";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { memberAccessSchema, memberLinkLifetimeMinutes } from "../../../shared/member";
import { Button } from "../../components/ui/button";
import { InsuredPairFields } from "../../components/forms/insured-pair-fields";
import { ApiError } from "../../lib/api/api-client";
import { checkWith, focusFirstInvalid, refusedFields } from "../../lib/form-validation";
import { requestSignInLink } from "./api/request-sign-in-link";

type Field = "email" | "policyNumber";
const fields: Field[] = ["email", "policyNumber"];

function refusal(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status === 0) return t("access.errors.unreachable");
  if (error.status === 429) {
    return t("access.errors.tooMany", { count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) });
  }
  return t("access.errors.failed");
}

/**
 * SPEC §2 member form, sending for real (issue 10): e-mail and policy number
 * ask for a one-time sign-in link. The answer is the same whether or not they
 * match, so the form cannot tell which policies exist. What was typed stays.
 */
export function AccessForm({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: "", policyNumber: "" });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => current.filter((name) => name !== field));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    setSent(false);
    const checked = checkWith(memberAccessSchema, values);
    if (!checked.valid) {
      setInvalid(checked.fields.filter((field): field is Field => fields.includes(field as Field)));
      return focusFirstInvalid(formRef.current);
    }
    setSending(true);
    try {
      await requestSignInLink(checked.data);
      setSent(true);
    } catch (error) {
      const refused = refusedFields(error)
        .map((field) => field.replace(/^body\./, ""))
        .filter((field): field is Field => fields.includes(field as Field));
      if (refused.length > 0) {
        setInvalid(refused);
        focusFirstInvalid(formRef.current);
      } else {
        setFormError(refusal(error, t));
      }
    } finally {
      setSending(false);
    }
  }

  const errorOf = (field: Field) => (invalid.includes(field) ? t(`access.errors.${field}`) : undefined);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="member-access-title"
      className="space-y-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
    >
      <h3 id="member-access-title" className="text-2xl font-semibold">
        {t("access.formTitle")}
      </h3>
      <InsuredPairFields
        email={{
          name: "email",
          label: t("access.email"),
          error: errorOf("email"),
          value: values.email,
          onChange: (value) => set("email", value),
        }}
        policyNumber={{
          name: "policyNumber",
          label: t("access.policyNumber"),
          hint: t("access.policyNumberHint"),
          error: errorOf("policyNumber"),
          value: values.policyNumber,
          onChange: (value) => set("policyNumber", value),
        }}
      />
      <div role="alert" className="font-medium text-alert empty:hidden">
        {formError}
      </div>
      {/* The status region is always there, so screen readers hear the answer when it arrives. */}
      <div className="space-y-1">
        <p role="status" className="font-medium">
          {sent ? t("access.sent") : null}
        </p>
        {sent && (
          <p className="text-muted-foreground">{t("access.sentNext", { minutes: memberLinkLifetimeMinutes })}</p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? t("access.sending") : t("access.submit")}
      </Button>
    </form>
  );
}
