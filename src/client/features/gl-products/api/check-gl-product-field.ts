import type { GlFieldCheck, GlFieldCheckResult } from "../../../../shared/gl-product";
import { apiRequest } from "../../../lib/api/api-client";
import { glFailure } from "./gl-failure";

/**
 * POST /api/GL_OnFieldExit (fieldName, fieldValue, productId): one field
 * checked by the server as a save would check it, when the user leaves it.
 */
export const checkGlProductField = (check: GlFieldCheck) =>
  apiRequest<GlFieldCheckResult>("/api/GL_OnFieldExit", {
    method: "POST",
    body: JSON.stringify(check),
    fallbackMessage: glFailure("checkField"),
  });
