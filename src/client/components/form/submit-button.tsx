import type { ReactNode } from "react";
import { useFormState } from "react-hook-form";
import { Button, type ButtonProps } from "../ui/button";

/** The form's submit button: reads `pending` and is disabled while the form is being sent. */
export function SubmitButton({
  pending,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, "type"> & { pending: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={disabled || isSubmitting} {...props}>
      {isSubmitting ? pending : children}
    </Button>
  );
}
