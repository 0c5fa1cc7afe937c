import type { z } from "zod";
import { ApiError } from "./api/api-client";

export type Checked<T> = { valid: true; data: T } | { valid: false; fields: string[] };

/**
 * Checks a form's payload with the shared schema the server uses: either the
 * parsed payload, or the fields (dotted paths, as the API reports them) it
 * refuses. The rules are the server's own; the messages are the page's, so
 * they can be translated.
 */
export function checkWith<T>(schema: z.ZodType<T>, value: unknown): Checked<T> {
  const result = schema.safeParse(value);
  if (result.success) return { valid: true, data: result.data };
  return { valid: false, fields: [...new Set(result.error.issues.map((issue) => issue.path.join(".")))] };
}

/** The fields the server refused in an ApiError (empty for any other failure). */
export function refusedFields(error: unknown): string[] {
  return error instanceof ApiError ? error.fieldErrors.map((fieldError) => fieldError.field) : [];
}

/** Moves focus to the first control marked invalid inside `form`, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}
