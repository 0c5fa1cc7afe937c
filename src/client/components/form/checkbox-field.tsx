import type { ReactNode } from "react";
import { useFieldNotes } from "../ui/field-notes";
import { useFormField } from "./use-form-field";

/**
 * A checkbox of the surrounding <Form>, its label beside it (a row at least
 * 44 px tall, to tap on a phone), its hint and error below.
 */
export function CheckboxField({
  name,
  label,
  hint,
  required,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}) {
  const { binding, invalid, message } = useFormField(name);
  const { describedBy, notes } = useFieldNotes({ hint, error: message });
  return (
    <div className="space-y-1">
      <label className="flex min-h-11 items-start gap-3 py-2.5">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-invalid={invalid}
          aria-required={required}
          aria-describedby={describedBy}
          {...binding}
        />
        <span>{label}</span>
      </label>
      {notes}
    </div>
  );
}
