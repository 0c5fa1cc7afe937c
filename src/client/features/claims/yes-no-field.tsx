import { useId } from "react";
import type { YesNo } from "./claim-draft";

/** A Yes/No question (SPEC §3 answers are the strings "Yes" and "No") as a pair of radio buttons. */
export function YesNoField({
  name,
  legend,
  value,
  onChange,
  labels,
  error,
}: {
  name: string;
  legend: string;
  value: YesNo;
  onChange: (value: YesNo) => void;
  labels: { yes: string; no: string };
  error?: string;
}) {
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
              name={name}
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
              aria-invalid={Boolean(error)}
              className="size-5 accent-primary"
            />
            {answer === "Yes" ? labels.yes : labels.no}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
