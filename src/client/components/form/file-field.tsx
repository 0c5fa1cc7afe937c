import type { ReactNode } from "react";
import { FileInput } from "../ui/file-input";
import { useFieldNotes } from "../ui/field-notes";
import { useFormField } from "./use-form-field";

/**
 * A file of the surrounding <Form>: its label, hint and error tied to the
 * picker like <Field>'s. The file is judged by the server after it is sent,
 * sometimes after a long upload, so its refusal is announced as it arrives
 * (role="alert"), with the server's `details` listed under it when there are some.
 */
export function FileField({
  name,
  label,
  hint,
  accept,
  required,
  details,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The types the picker offers first (the server still checks the content). */
  accept?: string;
  required?: boolean;
  details?: ReactNode;
}) {
  const { binding, invalid, message } = useFormField(name);
  const { id, describedBy, notes } = useFieldNotes({ hint });
  const errorId = `${id}-problem`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <FileInput
        id={id}
        accept={accept}
        aria-invalid={invalid}
        aria-required={required}
        aria-describedby={[describedBy, invalid ? errorId : null].filter(Boolean).join(" ") || undefined}
        {...binding}
      />
      {notes}
      {invalid && (
        <div id={errorId} role="alert" className="space-y-1 text-sm font-medium text-alert">
          <p>{message}</p>
          {details}
        </div>
      )}
    </div>
  );
}
