import { useId } from "react";
import { useFormField } from "../../components/form/use-form-field";
import { useFieldNotes } from "../../components/ui/field-notes";

export interface AnswerChoice {
  value: string;
  label: string;
  /** What the answer means, in plain words: read after the label. */
  detail: string;
}

/**
 * One question of the inspection form, a field of the surrounding <Form>, as
 * radio buttons: every answer and what it means stay in view (a select would
 * cut the explanations short on a phone). Tab reaches the group, the arrow
 * keys choose; each radio's name is its short label, its meaning its
 * description.
 */
export function AnswerField({ name, legend, choices }: { name: string; legend: string; choices: AnswerChoice[] }) {
  const { binding, invalid, message } = useFormField(name);
  const { describedBy, notes } = useFieldNotes({ error: message });
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-2 md:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer gap-3 rounded-md border border-border bg-surface p-3 has-checked:border-primary has-checked:bg-sand has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              value={choice.value}
              aria-invalid={invalid}
              aria-labelledby={`${id}-${choice.value}`}
              aria-describedby={`${id}-${choice.value}-detail`}
              className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-none"
              {...binding}
            />
            <span className="space-y-0.5">
              <span id={`${id}-${choice.value}`} className="block font-medium">
                {choice.label}
              </span>
              <span id={`${id}-${choice.value}-detail`} className="block text-sm text-muted-foreground">
                {choice.detail}
              </span>
            </span>
          </label>
        ))}
      </div>
      {notes}
    </fieldset>
  );
}
