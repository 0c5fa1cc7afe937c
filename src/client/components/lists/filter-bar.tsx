import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../ui/button";
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
  const id = useId();
  const [text, setText] = useState(search.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ [search.name]: text.trim() });
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1 space-y-1">
        <label htmlFor={`${id}-${search.name}`} className="block text-sm font-medium">
          {search.label}
        </label>
        <div className="flex gap-2">
          <Input
            id={`${id}-${search.name}`}
            type="search"
            value={text}
            placeholder={search.placeholder}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline" aria-label={searchButtonLabel}>
            <Search aria-hidden="true" />
          </Button>
        </div>
      </div>
      {selects.map((select) => (
        <div key={select.name} className="space-y-1">
          <label htmlFor={`${id}-${select.name}`} className="block text-sm font-medium">
            {select.label}
          </label>
          <Select
            id={`${id}-${select.name}`}
            value={select.value}
            onChange={(event) => onChange({ [select.name]: event.target.value })}
            options={select.options}
          />
        </div>
      ))}
    </form>
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
