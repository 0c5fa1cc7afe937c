import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  coverageTypes,
  newPortalTermDays,
  portalBusinessTypes,
  portalFormSchema,
  portalStatuses,
  type PortalFormValues,
} from "../../../shared/portal";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { checkWith, focusFirstInvalid } from "../../lib/form-validation";
import { staffNs } from "../../lib/staff-texts";

/** What the inputs hold: the premium as typed, so a half-typed number is not lost. */
type Draft = Omit<PortalFormValues, "premiumAmount"> & { premiumAmount: string };

const textFields = ["QsmConfigName", "NameInsured", "SchemaID", "policyNumber"] as const;

/** SPEC §9: a new portal ends 365 days after it starts. */
export function oneTermAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  date.setUTCDate(date.getUTCDate() + newPortalTermDays);
  return date.toISOString().slice(0, 10);
}

/** Only the form's own fields: a whole portal record may be given. */
function draftOf(portal: PortalFormValues): Draft {
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

/**
 * The portal's details, for New Portal and Edit Portal (placeholder alerts in
 * the spec). Checked with the server's own schema before it is sent; the
 * fields the server refuses are marked too, and nothing typed is lost.
 */
export function PortalForm({
  initial,
  placeholders = {},
  followEffectiveDate = false,
  submitLabel,
  pending,
  refused,
  onSubmit,
  onCancel,
}: {
  initial: PortalFormValues;
  placeholders?: Partial<Record<(typeof textFields)[number], string>>;
  /** A new portal's expiration follows its effective date until someone changes it by hand. */
  followEffectiveDate?: boolean;
  submitLabel: string;
  pending: boolean;
  refused: string[];
  onSubmit: (values: PortalFormValues) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(staffNs);
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [expirationTouched, setExpirationTouched] = useState(!followEffectiveDate);
  const marked = new Set([...invalid, ...refused]);
  const errorOf = (field: keyof PortalFormValues) => (marked.has(field) ? t(`portalForm.errors.${field}`) : null);
  const change = (values: Partial<Draft>) => setDraft((current) => ({ ...current, ...values }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const premium = draft.premiumAmount.trim() === "" ? Number.NaN : Number(draft.premiumAmount);
    const checked = checkWith(portalFormSchema, { ...draft, premiumAmount: premium });
    if (!checked.valid) {
      setInvalid(checked.fields);
      focusFirstInvalid(form.current);
      return;
    }
    setInvalid([]);
    onSubmit(checked.data);
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5">
      <p className="text-muted-foreground">{t("policyForm.requiredNote")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((field) => (
          <FormField key={field} label={`${t(`portalForm.${field}`)} *`} error={errorOf(field)} required>
            {(control) => (
              <Input
                {...control}
                value={draft[field]}
                placeholder={placeholders[field]}
                onChange={(event) => change({ [field]: event.target.value })}
              />
            )}
          </FormField>
        ))}
        <FormField label={t("portalForm.status")}>
          {(control) => (
            <Select
              {...control}
              value={draft.status}
              onChange={(event) => change({ status: event.target.value as Draft["status"] })}
              options={portalStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
            />
          )}
        </FormField>
        <FormField label={t("portalForm.businessType")}>
          {(control) => (
            <Select
              {...control}
              value={draft.businessType}
              onChange={(event) => change({ businessType: event.target.value as Draft["businessType"] })}
              options={portalBusinessTypes.map((value) => ({ value, label: t(`businessType.${value}`) }))}
            />
          )}
        </FormField>
        <FormField label={t("portalForm.coverageType")}>
          {(control) => (
            <Select
              {...control}
              value={draft.coverageType}
              onChange={(event) => change({ coverageType: event.target.value as Draft["coverageType"] })}
              options={coverageTypes.map((value) => ({ value, label: t(`coverageType.${value}`) }))}
            />
          )}
        </FormField>
        <FormField label={`${t("portalForm.premiumAmount")} *`} error={errorOf("premiumAmount")} required>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft.premiumAmount}
              onChange={(event) => change({ premiumAmount: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={`${t("portalForm.effectiveDate")} *`} error={errorOf("effectiveDate")} required>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.effectiveDate}
              onChange={(event) =>
                change({
                  effectiveDate: event.target.value,
                  ...(expirationTouched ? {} : { expirationDate: oneTermAfter(event.target.value) }),
                })
              }
            />
          )}
        </FormField>
        <FormField label={`${t("portalForm.expirationDate")} *`} error={errorOf("expirationDate")} required>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.expirationDate}
              onChange={(event) => {
                setExpirationTouched(true);
                change({ expirationDate: event.target.value });
              }}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? t("portalForm.saving") : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
