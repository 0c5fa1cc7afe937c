import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { addDays } from "../../../shared/calendar-date";
import {
  coverageTypes,
  newPortalTermDays,
  portalBusinessTypes,
  portalFormSchema,
  portalStatuses,
  type PortalFormValues,
} from "../../../shared/portal";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { staffNs } from "../../lib/staff-texts";

/** What the inputs hold: the premium as typed, so a half-typed number is not lost. */
type PortalDraft = Omit<PortalFormValues, "premiumAmount"> & { premiumAmount: string };

const textFields = ["QsmConfigName", "NameInsured", "SchemaID", "policyNumber"] as const;

/** SPEC §9: a new portal ends 365 days after it starts. */
export function oneTermAfter(isoDate: string): string {
  // While the date input is half typed, the expiration waits.
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(Date.parse(isoDate))
    ? addDays(isoDate, newPortalTermDays)
    : "";
}

/** Only the form's own fields: a whole portal record may be given. */
function draftOf(portal: PortalFormValues): PortalDraft {
  return {
    QsmConfigName: portal.QsmConfigName,
    NameInsured: portal.NameInsured,
    SchemaID: portal.SchemaID,
    policyNumber: portal.policyNumber,
    status: portal.status,
    businessType: portal.businessType,
    coverageType: portal.coverageType,
    effectiveDate: portal.effectiveDate,
    expirationDate: portal.expirationDate,
    premiumAmount: String(portal.premiumAmount),
  };
}

/** The server's schema, judging the premium as a number. */
const portalDraftSchema = formSchema(
  (draft: PortalDraft) => ({
    ...draft,
    premiumAmount: draft.premiumAmount.trim() === "" ? Number.NaN : Number(draft.premiumAmount),
  }),
  portalFormSchema,
);

/**
 * The portal's details, for New Portal and Edit Portal (placeholder alerts in
 * the spec). Checked with the server's own schema before it is sent; the
 * fields the server refuses are marked too, nothing typed is lost, and
 * leaving with unsaved changes asks first.
 */
export function PortalForm({
  initial,
  placeholders = {},
  followEffectiveDate = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: PortalFormValues;
  placeholders?: Partial<Record<(typeof textFields)[number], string>>;
  /** A new portal's expiration follows its effective date until someone changes it by hand. */
  followEffectiveDate?: boolean;
  submitLabel: string;
  /** Saves; a refusal with field errors marks those fields, any failure is told in a toast. */
  onSubmit: (values: PortalFormValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(staffNs);
  const form = useZodForm(portalDraftSchema, draftOf(initial));
  const [expirationTouched, setExpirationTouched] = useState(!followEffectiveDate);

  const choice = (
    name: "status" | "businessType" | "coverageType",
    values: readonly string[],
    labelOf: (value: string) => string,
  ) => (
    <Field name={name} label={t(`portalForm.${name}`)}>
      {(control) => <Select {...control} options={values.map((value) => ({ value, label: labelOf(value) }))} />}
    </Field>
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onFailure={(error) => toast.error(t("portalForm.saveFailed"), { description: (error as Error).message })}
      errorText={(field) => t(`portalForm.errors.${field}`)}
      guardUnsaved
      className="space-y-5"
    >
      <p className="text-muted-foreground">{t("policyForm.requiredNote")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((field) => (
          <Field key={field} name={field} label={`${t(`portalForm.${field}`)} *`} required>
            {(control) => <Input {...control} placeholder={placeholders[field]} />}
          </Field>
        ))}
        {choice("status", portalStatuses, (value) => t(`status.${value}`))}
        {choice("businessType", portalBusinessTypes, (value) => t(`businessType.${value}`))}
        {choice("coverageType", coverageTypes, (value) => t(`coverageType.${value}`))}
        <Field name="premiumAmount" label={`${t("portalForm.premiumAmount")} *`} required>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} />}
        </Field>
        <Field name="effectiveDate" label={`${t("portalForm.effectiveDate")} *`} required>
          {(control) => (
            <Input
              {...control}
              type="date"
              onChange={(event) => {
                void control.onChange(event);
                if (!expirationTouched)
                  form.setValue("expirationDate", oneTermAfter(event.target.value), {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  });
              }}
            />
          )}
        </Field>
        <Field name="expirationDate" label={`${t("portalForm.expirationDate")} *`} required>
          {(control) => (
            <Input
              {...control}
              type="date"
              onChange={(event) => {
                setExpirationTouched(true);
                void control.onChange(event);
              }}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={t("portalForm.saving")}>{submitLabel}</SubmitButton>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
    </Form>
  );
}
