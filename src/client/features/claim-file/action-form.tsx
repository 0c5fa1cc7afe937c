import type { ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { Form } from "../../components/form/form";

/**
 * A form that makes one change on the claim file: the server's confirmation
 * as a toast, the refusal beside its field or as a toast, and the form
 * emptied for the next entry once the change is made.
 */
export function ActionForm<Values extends FieldValues, Payload>({
  form,
  send,
  failedTitle,
  fieldOf,
  children,
}: {
  form: UseFormReturn<Values, unknown, Payload>;
  send: (payload: Payload) => Promise<{ message: string }>;
  failedTitle: string;
  fieldOf?: (path: string) => FieldPath<Values> | null;
  children: ReactNode;
}) {
  return (
    <Form
      form={form}
      fieldOf={fieldOf}
      onSubmit={async (payload) => {
        const { message } = await send(payload);
        toast.success(message);
        form.reset();
      }}
      onFailure={(error, fieldsMarked) => {
        if (!fieldsMarked) toast.error(failedTitle, { description: (error as Error).message });
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      {children}
    </Form>
  );
}
