import { useId, type ReactNode } from "react";
import { useFormContext, type FieldValues } from "react-hook-form";
import { useErrorText } from "./form";

/** A checkbox of the surrounding <Form>, its label beside it and its error below. */
export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  const errorText = useErrorText();
  const { error } = getFieldState(name, formState);
  const errorId = `${useId()}-error`;
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          aria-invalid={Boolean(error)}
          aria-required={required}
          aria-describedby={error ? errorId : undefined}
          {...register(name)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="text-sm font-medium text-alert">
          {errorText(name, error)}
        </p>
      )}
    </div>
  );
}
