import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, type FieldControlProps } from "../ui/form-field";
import { useFormField } from "./use-form-field";

export type BoundControlProps = FieldControlProps & UseFormRegisterReturn;

/**
 * A field of the surrounding <Form>: its label, hint and error, and the
 * control `children` renders with everything spread on it (value binding,
 * id, ARIA).
 */
export function Field({
  name,
  label,
  hint,
  required,
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  children: (control: BoundControlProps) => ReactNode;
}) {
  const { binding, message } = useFormField(name);
  return (
    <FormField label={label} hint={hint} required={required} error={message}>
      {(control) => children({ ...control, ...binding })}
    </FormField>
  );
}
