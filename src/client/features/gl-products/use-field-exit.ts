import { useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { GlProductFieldName } from "../../../shared/gl-product";
import { checkGlProductField } from "./api/check-gl-product-field";
import { glFailure } from "./api/gl-failure";
import { payloadOfGlDraft, type GlProductDraft } from "./gl-product-draft";

/** The error type of a field-exit message, so that only those are taken back when the value passes. */
export const fieldExitError = "fieldExit";

/**
 * Checks a field with the server (GL_OnFieldExit) as the user leaves it, and
 * shows the server's message under it, or takes back an earlier one. Only the
 * latest check of a field counts; when the check cannot be made the field is
 * left as it is, since saving checks everything again.
 */
export function useFieldExit(
  form: UseFormReturn<GlProductDraft, unknown, unknown>,
  productId: string | null,
): (field: GlProductFieldName) => Promise<void> {
  const latest = useRef(new Map<GlProductFieldName, number>());
  return async (field) => {
    const ticket = (latest.current.get(field) ?? 0) + 1;
    latest.current.set(field, ticket);
    const fieldValue = payloadOfGlDraft(form.getValues())[field];
    let answer;
    try {
      answer = await checkGlProductField({ fieldName: field, fieldValue, productId });
    } catch {
      return;
    }
    if (latest.current.get(field) !== ticket) return;
    if (!answer.valid) {
      form.setError(field, { type: fieldExitError, message: answer.message ?? glFailure("checkField") });
    } else if (form.getFieldState(field).error?.type === fieldExitError) {
      form.clearErrors(field);
    }
  };
}
