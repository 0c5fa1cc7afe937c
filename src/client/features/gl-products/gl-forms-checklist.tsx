import type { FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import { glFormCatalogue } from "../../../shared/gl-product";
import { useFormField } from "../../components/form/use-form-field";
import { useFieldNotes } from "../../components/ui/field-notes";
import { staffNs } from "../../lib/staff-texts";

/**
 * The product's forms: a box to tick for each form of the catalogue, and for
 * any other form the product already lists (so editing never drops one).
 * `onLeave` runs when focus leaves the whole group.
 */
export function GlFormsChecklist({ held, onLeave }: { held: readonly string[]; onLeave: () => void }) {
  const { t } = useTranslation(staffNs);
  const { binding, invalid, message } = useFormField("forms");
  const { describedBy, notes } = useFieldNotes({ hint: t("glProductForm.formsHint"), error: message });
  const titles = new Map<string, string>(glFormCatalogue.map((form) => [form.number, form.title]));
  const numbers = [...titles.keys(), ...held.filter((number) => !titles.has(number))];
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
  };
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy} aria-invalid={invalid} onBlur={leave}>
      <legend className="mb-2 font-medium">{t("glProductForm.forms")}</legend>
      <ul className="grid gap-x-6 sm:grid-cols-2">
        {numbers.map((number) => (
          <li key={number}>
            <label className="flex min-h-11 items-start gap-3 py-2">
              <input type="checkbox" value={number} className="mt-0.5 size-5 shrink-0 accent-primary" {...binding} />
              <span>
                <span className="font-medium whitespace-nowrap">{number}</span>
                {titles.has(number) && (
                  <span className="block text-sm text-muted-foreground">{titles.get(number)}</span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {notes}
    </fieldset>
  );
}
