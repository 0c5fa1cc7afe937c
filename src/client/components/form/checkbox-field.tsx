import { useId, type ReactNode } from "react";
import { useFormContext, type FieldValues } from "react-hook-form";
import { useErrorText } from "./form";

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
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  const errorText = useErrorText();
  const { error } = getFieldState(name, formState);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label className="flex min-h-11 items-start gap-3 py-2.5">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-invalid={Boolean(error)}
          aria-required={required}
          aria-describedby={describedBy}
          {...register(name)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-alert">
          {errorText(name, error)}
        </p>
      )}
    </div>
  );
}
