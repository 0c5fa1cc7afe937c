import { useTranslation } from "react-i18next";
import { documentCategories, documentPriorities } from "../../../shared/document";
import { Field } from "../../components/form/field";
import { Select } from "../../components/ui/select";
import { staffNs } from "../../lib/staff-texts";

const choices = { category: documentCategories, priority: documentPriorities };

/** A document's category or priority, as chosen on upload and on edit. */
export function DocumentChoiceField({ name, label }: { name: keyof typeof choices; label: string }) {
  const { t } = useTranslation(staffNs);
  return (
    <Field name={name} label={label}>
      {(control) => (
        <Select {...control} options={choices[name].map((value) => ({ value, label: t(`${name}.${value}`) }))} />
      )}
    </Field>
  );
}
