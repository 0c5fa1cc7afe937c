import type { ReactNode } from "react";
import { useFormContext, type FieldValues, type UseFormRegisterReturn } from "react-hook-form";
import { FormField, type FieldControlProps } from "../ui/form-field";
import { useErrorText } from "./form";

export type BoundControlProps = FieldControlProps & UseFormRegisterReturn;

/**
 * A field of the surrounding <Form>: its label, hint and error, and the
 * control `children` renders with everything spread on it (value binding,
 * id, ARIA). `setValueAs` turns what the control holds into the form's value.
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
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  const errorText = useErrorText();
  const { error } = getFieldState(name, formState);
  return (
    <FormField label={label} hint={hint} required={required} error={error ? errorText(name, error) : undefined}>
      {(control) => children({ ...control, ...register(name) })}
    </FormField>
  );
}
