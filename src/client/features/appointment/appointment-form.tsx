import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { agentApplicationSchema, agentExperienceOptions, agentLicenseStates } from "../../../shared/agent-application";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { apiRequest } from "../../lib/api-client";
import { checkWith, focusFirstInvalid, refusedFields } from "../../lib/form-validation";

const emptyForm = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  licenseNumber: "",
  licenseState: "",
  yearsExperience: "",
  company: "",
  preferredTerritory: "",
  message: "",
  agreeToTerms: false,
};
type FormValues = typeof emptyForm;
type FieldName = keyof FormValues;

/** SPEC §3: the form holds first and last name; the payload joins them into `name`. */
function toPayload(values: FormValues) {
  const { firstName, lastName, ...rest } = values;
  const optional = (text: string) => text.trim() || undefined;
  return {
    ...rest,
    name: `${firstName.trim()} ${lastName.trim()}`.trim(),
    company: optional(rest.company),
    preferredTerritory: optional(rest.preferredTerritory),
    message: optional(rest.message),
  };
}

/** The API reports `name`; the form shows the problem on whichever half is missing. */
function formFields(paths: string[], values: FormValues): FieldName[] {
  return paths.flatMap((path): FieldName[] => {
    if (path !== "name") return path in values ? [path as FieldName] : [];
    const missing = (["firstName", "lastName"] as const).filter((field) => !values[field].trim());
    return missing.length > 0 ? missing : ["firstName", "lastName"];
  });
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-xl font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** SPEC §2 agent appointment application, sent to the company for real (issue 6). */
export function AppointmentForm({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyForm);
  const [invalid, setInvalid] = useState<FieldName[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);

  const set = (field: FieldName, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => current.filter((name) => name !== field));
  };
  const errorOf = (field: FieldName) => (invalid.includes(field) ? t(`form.errors.${field}`) : undefined);
  const text = (field: Exclude<FieldName, "agreeToTerms">) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkWith(agentApplicationSchema, toPayload(values));
    setReceipt(null);
    if (!checked.valid) {
      setInvalid(formFields(checked.fields, values));
      return focusFirstInvalid(formRef.current);
    }
    setInvalid([]);

    setSubmitting(true);
    try {
      const answer = await apiRequest<{ reference: string }>("/api/functions/send-agent-appointment", {
        method: "POST",
        body: JSON.stringify(checked.data),
      });
      toast.success(t("toast.successTitle"), { description: t("toast.successBody") });
      setReceipt(t("form.received", { reference: answer.reference, email: checked.data.email }));
      setValues(emptyForm);
    } catch (error) {
      // Everything typed stays; the fields the server refused are marked.
      toast.error(t("toast.failureTitle"), { description: t("toast.failureBody") });
      setInvalid(formFields(refusedFields(error), values));
      focusFirstInvalid(formRef.current);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="application-title"
      className="space-y-8 rounded-lg border border-border bg-surface p-6 shadow-sm"
    >
      <div className="space-y-1">
        <h2 id="application-title" className="text-2xl font-semibold">
          {t("form.title")}
        </h2>
        <p className="text-muted-foreground">{t("form.intro")}</p>
      </div>
      <FormSection title={t("form.sections.personal")}>
        <FormField label={`${t("form.firstName")} *`} error={errorOf("firstName")} required>
          {(control) => <Input {...control} {...text("firstName")} autoComplete="given-name" />}
        </FormField>
        <FormField label={`${t("form.lastName")} *`} error={errorOf("lastName")} required>
          {(control) => <Input {...control} {...text("lastName")} autoComplete="family-name" />}
        </FormField>
        <FormField label={`${t("form.email")} *`} error={errorOf("email")} required>
          {(control) => <Input {...control} {...text("email")} type="email" autoComplete="email" />}
        </FormField>
        <FormField label={`${t("form.phone")} *`} error={errorOf("phone")} required>
          {(control) => <Input {...control} {...text("phone")} type="tel" autoComplete="tel" />}
        </FormField>
      </FormSection>
      <FormSection title={t("form.sections.license")}>
        <FormField label={`${t("form.licenseNumber")} *`} error={errorOf("licenseNumber")} required>
          {(control) => <Input {...control} {...text("licenseNumber")} autoCapitalize="characters" />}
        </FormField>
        <FormField label={`${t("form.licenseState")} *`} error={errorOf("licenseState")} required>
          {(control) => (
            <Select
              {...control}
              {...text("licenseState")}
              placeholder={t("form.choose")}
              options={agentLicenseStates.map((state) => ({ value: state, label: state }))}
            />
          )}
        </FormField>
        <FormField label={`${t("form.yearsExperience")} *`} error={errorOf("yearsExperience")} required>
          {(control) => (
            <Select
              {...control}
              {...text("yearsExperience")}
              placeholder={t("form.choose")}
              options={agentExperienceOptions.map((years) => ({ value: years, label: t(`form.years.${years}`) }))}
            />
          )}
        </FormField>
      </FormSection>
      <FormSection title={t("form.sections.business")}>
        <FormField label={t("form.company")} error={errorOf("company")}>
          {(control) => <Input {...control} {...text("company")} autoComplete="organization" />}
        </FormField>
        <FormField
          label={t("form.preferredTerritory")}
          hint={t("form.preferredTerritoryHint")}
          error={errorOf("preferredTerritory")}
        >
          {(control) => <Input {...control} {...text("preferredTerritory")} />}
        </FormField>
      </FormSection>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-xl font-semibold">{t("form.sections.additional")}</legend>
        <FormField label={t("form.message")} hint={t("form.messageHint")} error={errorOf("message")}>
          {(control) => <Textarea {...control} {...text("message")} rows={5} />}
        </FormField>
        <div className="space-y-1">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="agreeToTerms"
              className="mt-1 size-5 shrink-0 accent-primary"
              checked={values.agreeToTerms}
              onChange={(event) => set("agreeToTerms", event.target.checked)}
              aria-invalid={invalid.includes("agreeToTerms")}
              aria-describedby={invalid.includes("agreeToTerms") ? "terms-error" : undefined}
            />
            <span>{t("form.agreeToTerms")} *</span>
          </label>
          {invalid.includes("agreeToTerms") && (
            <p id="terms-error" className="text-sm font-medium text-alert">
              {t("form.errors.agreeToTerms")}
            </p>
          )}
        </div>
      </fieldset>
      <div role="status" className="rounded-md bg-sand p-4 font-medium empty:hidden">
        {receipt}
      </div>
      {/* SPEC §5: disabled until the terms are agreed, and while submitting. */}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!values.agreeToTerms || submitting}>
        {submitting ? t("form.submitting") : t("form.submit")}
      </Button>
    </form>
  );
}
