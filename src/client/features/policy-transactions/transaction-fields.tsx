import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../components/form/checkbox-field";
import { Field } from "../../components/form/field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { staffNs } from "../../lib/staff-texts";

/**
 * The inputs of the transaction forms, labelled from `transactionForm.<label>`.
 * Field names are the request's paths ("changes.premium"), so the server's
 * errors land on them as they come.
 */
const label = (t: (key: string) => string, key: string, required: boolean) =>
  required ? `${t(`transactionForm.${key}`)} *` : t(`transactionForm.${key}`);

export function DateField({ name, labelKey, hint }: { name: string; labelKey: string; hint?: ReactNode }) {
  const { t } = useTranslation(staffNs);
  return (
    <Field name={name} label={label(t, labelKey, true)} hint={hint} required>
      {(control) => <Input {...control} type="date" />}
    </Field>
  );
}

export function MoneyField({
  name,
  labelKey,
  hint,
  required = true,
}: {
  name: string;
  labelKey: string;
  hint?: ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation(staffNs);
  return (
    <Field name={name} label={label(t, labelKey, required)} hint={hint} required={required}>
      {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} />}
    </Field>
  );
}

export function TextField({
  name,
  labelKey,
  required = false,
}: {
  name: string;
  labelKey: string;
  required?: boolean;
}) {
  const { t } = useTranslation(staffNs);
  return (
    <Field name={name} label={label(t, labelKey, required)} required={required}>
      {(control) => <Input {...control} />}
    </Field>
  );
}

export function NoteField({ name = "note", hint }: { name?: string; hint?: ReactNode }) {
  const { t } = useTranslation(staffNs);
  return (
    <Field name={name} label={t("transactionForm.note")} hint={hint ?? t("transactionForm.noteHint")}>
      {(control) => <Textarea {...control} maxLength={2000} />}
    </Field>
  );
}

/** Underwriting's record that the insured signed a statement of no known loss (a backdated or gapless change). */
export function NoKnownLossField({ hint }: { hint: ReactNode }) {
  const { t } = useTranslation(staffNs);
  return <CheckboxField name="noKnownLoss" label={t("transactionForm.noKnownLoss")} hint={hint} />;
}

/** Typed whole dollars as a number; empty is NaN, so the schema's own check refuses it. */
export const dollars = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed));
