import { toast } from "sonner";
import { glFailure, type GlCall } from "./api/gl-failure";

/**
 * A failed GL save told in a toast: SPEC §8's message for the call as its
 * title, and what went wrong below it unless the fields marked on the form
 * already say so (or it would only repeat the title).
 */
export function toastGlFailure(call: GlCall, error: unknown, fieldsMarked = false): void {
  const title = glFailure(call);
  const detail = error instanceof Error ? error.message : "";
  toast.error(title, { description: fieldsMarked || detail === title ? undefined : detail });
}
