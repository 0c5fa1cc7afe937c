import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../lib/api/api-client";

/**
 * Puts the fields the server refused onto the form, each beside its input, and
 * focuses the first. `fieldOf` maps the API's dotted path to the form's field
 * (a form whose fields differ from the payload's); a path it answers null for
 * is left out. Answers whether any field was marked.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
  fieldOf: (path: string) => FieldPath<Values> | null = (path) => path as FieldPath<Values>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const marked = error.fieldErrors.flatMap((fieldError) => {
    const field = fieldOf(fieldError.field);
    return field ? [{ field, message: fieldError.message }] : [];
  });
  marked.forEach(({ field, message }, index) =>
    form.setError(field, { type: "server", message }, { shouldFocus: index === 0 }),
  );
  return marked.length > 0;
}
