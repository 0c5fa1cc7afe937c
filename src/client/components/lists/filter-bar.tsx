import { Search } from "lucide-react";
import { z } from "zod";
import { Field } from "../form/field";
import { Form } from "../form/form";
import { SubmitButton } from "../form/submit-button";
import { useZodForm } from "../form/use-zod-form";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Select } from "../ui/select";

export interface FilterSelect {
  /** The list's parameter this select sets. */
  name: string;
  label: string;
  value: string;
  /** The first choice is usually "all" with the value "". */
  options: { value: string; label: string }[];
}

/** The free text as it is applied: without the spaces around it. Each list's own schema judges it further. */
const searchTextSchema = z.object({ text: z.string().trim() });

/**
 * A list's filter bar: free text applied on submit (Enter or the search
 * button), the selects at once. Give it a `key` of the applied text so the
 * box follows the address when it changes from elsewhere.
 */
export function FilterBar({
  label,
  search,
  selects,
  searchButtonLabel,
  onChange,
}: {
  /** The search landmark's name. */
  label: string;
  search: { name: string; label: string; value: string; placeholder?: string };
  selects: FilterSelect[];
  searchButtonLabel: string;
  onChange: (changes: Record<string, string>) => void;
}) {
  const form = useZodForm(searchTextSchema, { text: search.value });
  const searchIcon = <Search aria-hidden="true" />;
  return (
    <Form
      form={form}
      onSubmit={({ text }) => onChange({ [search.name]: text })}
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-56 flex-1">
        <Field name="text" label={search.label}>
          {(control) => (
            <div className="flex gap-2">
              <Input {...control} type="search" placeholder={search.placeholder} />
              <SubmitButton variant="outline" aria-label={searchButtonLabel} pending={searchIcon}>
                {searchIcon}
              </SubmitButton>
            </div>
          )}
        </Field>
      </div>
      {selects.map((select) => (
        <FormField key={select.name} label={select.label}>
          {(control) => (
            <Select
              {...control}
              value={select.value}
              onChange={(event) => onChange({ [select.name]: event.target.value })}
              options={select.options}
            />
          )}
        </FormField>
      ))}
    </Form>
  );
}

/** A filter's choices: "all" first (the empty value), then each value with its label. */
export function choicesWithAll(
  allLabel: string,
  values: readonly string[],
  labelOf: (value: string) => string,
): FilterSelect["options"] {
  return [{ value: "", label: allLabel }, ...values.map((value) => ({ value, label: labelOf(value) }))];
}
