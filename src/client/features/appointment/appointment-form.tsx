import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import {
  agentApplicationFormSchema,
  type AgentApplication,
  agentExperienceOptions,
  agentLicenseStates,
} from "../../../shared/agent-application";
import { CheckboxField } from "../../components/form/checkbox-field";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { sendAppointmentApplication } from "./api/send-appointment-application";

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

/** The API reports `name`; the form shows the problem on whichever half is missing (both when neither is). */
function fieldOf(path: string, values: FormValues): keyof FormValues | null {
  if (path === "name") return values.lastName.trim() ? "firstName" : "lastName";
  return path in values ? (path as keyof FormValues) : null;
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-xl font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** SPEC §2 agent appointment application, sent to the company for real. */
export function AppointmentForm({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const form = useZodForm(agentApplicationFormSchema, emptyForm);
  const agreed = useWatch({ control: form.control, name: "agreeToTerms" });
  const [receipt, setReceipt] = useState<string | null>(null);

  async function send(application: AgentApplication) {
    setReceipt(null);
    const answer = await sendAppointmentApplication(application);
    toast.success(t("toast.successTitle"), { description: t("toast.successBody") });
    setReceipt(t("form.received", { reference: answer.reference, email: application.email }));
    form.reset(emptyForm);
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      // Everything typed stays; the fields the server refused are marked.
      onFailure={() => toast.error(t("toast.failureTitle"), { description: t("toast.failureBody") })}
      fieldOf={(path) => fieldOf(path, form.getValues())}
      errorText={(field) => t(`form.errors.${field}`)}
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
        <Field name="firstName" label={`${t("form.firstName")} *`} required>
          {(control) => <Input {...control} autoComplete="given-name" />}
        </Field>
        <Field name="lastName" label={`${t("form.lastName")} *`} required>
          {(control) => <Input {...control} autoComplete="family-name" />}
        </Field>
        <Field name="email" label={`${t("form.email")} *`} required>
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </Field>
        <Field name="phone" label={`${t("form.phone")} *`} required>
          {(control) => <Input {...control} type="tel" autoComplete="tel" />}
        </Field>
      </FormSection>
      <FormSection title={t("form.sections.license")}>
        <Field name="licenseNumber" label={`${t("form.licenseNumber")} *`} required>
          {(control) => <Input {...control} autoCapitalize="characters" />}
        </Field>
        <Field name="licenseState" label={`${t("form.licenseState")} *`} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("form.choose")}
              options={agentLicenseStates.map((state) => ({ value: state, label: state }))}
            />
          )}
        </Field>
        <Field name="yearsExperience" label={`${t("form.yearsExperience")} *`} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("form.choose")}
              options={agentExperienceOptions.map((years) => ({ value: years, label: t(`form.years.${years}`) }))}
            />
          )}
        </Field>
      </FormSection>
      <FormSection title={t("form.sections.business")}>
        <Field name="company" label={t("form.company")}>
          {(control) => <Input {...control} autoComplete="organization" />}
        </Field>
        <Field name="preferredTerritory" label={t("form.preferredTerritory")} hint={t("form.preferredTerritoryHint")}>
          {(control) => <Input {...control} />}
        </Field>
      </FormSection>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-xl font-semibold">{t("form.sections.additional")}</legend>
        <Field name="message" label={t("form.message")} hint={t("form.messageHint")}>
          {(control) => <Textarea {...control} rows={5} />}
        </Field>
        <CheckboxField name="agreeToTerms" label={`${t("form.agreeToTerms")} *`} required />
      </fieldset>
      <div role="status" className="rounded-md bg-sand p-4 font-medium empty:hidden">
        {receipt}
      </div>
      {/* SPEC §5: disabled until the terms are agreed, and while submitting. */}
      <SubmitButton size="lg" className="w-full sm:w-auto" disabled={!agreed} pending={t("form.submitting")}>
        {t("form.submit")}
      </SubmitButton>
    </Form>
  );
}
