import { useId } from "react";
import { useFormContext, type FieldValues } from "react-hook-form";
import { useErrorText } from "../../components/form/form";

/**
 * A Yes/No question of the surrounding <Form> (SPEC §3 answers are the
 * strings "Yes" and "No"), as a pair of radio buttons with its error below.
 */
export function YesNoField({
  name,
  legend,
  labels,
}: {
  name: string;
  legend: string;
  labels: { yes: string; no: string };
}) {
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  const errorText = useErrorText();
  const { error } = getFieldState(name, formState);
  const errorId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium">{legend} *</legend>
      <div className="flex gap-3">
        {(["Yes", "No"] as const).map((answer) => (
          <label
            key={answer}
            className="flex min-h-11 min-w-24 cursor-pointer items-center gap-3 rounded-md border border-border bg-surface px-4 has-checked:border-primary has-checked:bg-sand"
          >
            <input
              type="radio"
              value={answer}
              aria-invalid={Boolean(error)}
              className="size-5 accent-primary"
              {...register(name)}
            />
            {answer === "Yes" ? labels.yes : labels.no}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-alert">
          {errorText(name, error)}
        </p>
      )}
    </fieldset>
  );
}
