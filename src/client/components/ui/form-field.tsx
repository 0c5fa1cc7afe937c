import type { ReactNode } from "react";
import { useFieldNotes } from "./field-notes";

export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required"?: boolean;
}

/**
 * A labelled form control with an optional hint and its error message, tied
 * together for screen readers. The control is rendered by `children`, which
 * receives the id and ARIA attributes to spread on it.
 */
export function FormField({
  label,
  hint,
  error,
  required,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { id, describedBy, notes } = useFieldNotes({ hint, error });
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy, "aria-required": required })}
      {notes}
    </div>
  );
}
