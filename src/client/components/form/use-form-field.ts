import { useFormContext, type FieldError, type FieldValues } from "react-hook-form";
import { useCheckText } from "../../lib/check-text";
import { useErrorText } from "./form";

/**
 * A field of the surrounding <Form>: its `register` binding and its error
 * (undefined when none). What the server refused reads as the server said it,
 * already in the visitor's language; what the schema refused, as the form
 * words it, or else the schema check's own message in the page's language.
 */
export function useFormField(name: string) {
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  const errorText = useErrorText();
  const checkText = useCheckText();
  const { error } = getFieldState(name, formState);
  const words = (found: FieldError) => {
    if (found.type === "server" && found.message) return found.message;
    const text = errorText(name, found);
    return text === undefined ? undefined : checkText(text);
  };
  return { binding: register(name), invalid: Boolean(error), message: error ? words(error) : undefined };
}
