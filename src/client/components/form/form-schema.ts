import { z } from "zod";

/**
 * A form's schema from the shared payload schema: `toPayload` turns what the
 * inputs hold into what the API takes, and the shared schema then judges it,
 * so the client's rules are the server's own. Issue paths are the payload's;
 * name the form's fields after the payload's fields wherever they can be.
 */
export function formSchema<Values, Payload>(
  toPayload: (values: Values) => unknown,
  payload: z.ZodType<Payload>,
): z.ZodType<Payload, Values> {
  return z.preprocess((values) => toPayload(values as Values), payload) as unknown as z.ZodType<Payload, Values>;
}
