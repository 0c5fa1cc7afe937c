import { useFormContext, type FieldValues } from "react-hook-form";
import { useErrorText } from "./form";

/** A field of the surrounding <Form>: its `register` binding and its error, as the form words it (undefined when none). */
export function useFormField(name: string) {
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  const errorText = useErrorText();
  const { error } = getFieldState(name, formState);
  return { binding: register(name), invalid: Boolean(error), message: error ? errorText(name, error) : undefined };
}
