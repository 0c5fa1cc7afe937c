import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";

/**
 * The one way a form holds and checks its values: react-hook-form with the
 * zod schema the server validates the same payload with. The values are what
 * the inputs hold, as typed (choices start empty, numbers are text); the
 * schema judges them and gives the payload: either a shared schema itself,
 * or one built from it (`formSchema`, or a shared form schema) when the
 * form's fields differ from the payload's. Errors show after the first
 * submit and are checked again as the user corrects them.
 */
export function useZodForm<Values extends FieldValues, Payload>(
  schema: z.ZodType<Payload>,
  defaultValues: Values,
): UseFormReturn<Values, unknown, Payload> {
  return useForm<Values, unknown, Payload>({
    // The schema's input is stricter than what inputs hold (an enum, not "" before a choice); judging that is its job.
    resolver: zodResolver(schema as z.ZodType<Payload, Values>) as unknown as Resolver<Values, unknown, Payload>,
    defaultValues: defaultValues as never,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
}
