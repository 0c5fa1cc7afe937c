import { useFormField } from "../../components/form/use-form-field";
import { useFieldNotes } from "../../components/ui/field-notes";

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
  const { binding, invalid, message } = useFormField(name);
  const { describedBy, notes } = useFieldNotes({ error: message });
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="font-medium">{legend} *</legend>
      <div className="flex gap-3">
        {(["Yes", "No"] as const).map((answer) => (
          <label
            key={answer}
            className="flex min-h-11 min-w-24 cursor-pointer items-center gap-3 rounded-md border border-border bg-surface px-4 has-checked:border-primary has-checked:bg-sand"
          >
            <input type="radio" value={answer} aria-invalid={invalid} className="size-5 accent-primary" {...binding} />
            {answer === "Yes" ? labels.yes : labels.no}
          </label>
        ))}
      </div>
      {notes}
    </fieldset>
  );
}
