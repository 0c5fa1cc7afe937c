import { createContext, useContext, useRef, type ComponentProps, type ReactNode, type RefObject } from "react";
import {
  FormProvider,
  useFormState,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";
import { sessionHasEnded } from "../../lib/session/session-end";
import { KeepDraftOnSessionEnd } from "./keep-draft-on-session-end";
import { showServerFieldErrors } from "./server-field-errors";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

/** How a field's error reads: the form's own (translated) text for the field, or the schema's message. */
export type ErrorText = (field: string, error: FieldError) => string | undefined;

const ErrorTextContext = createContext<ErrorText>((_field, error) => error.message);

export const useErrorText = () => useContext(ErrorTextContext);

export interface FormProps<Values extends FieldValues, Payload> extends Omit<
  ComponentProps<"form">,
  "onSubmit" | "children"
> {
  form: UseFormReturn<Values, unknown, Payload>;
  /** Sends the checked payload; a rejection with the server's field errors marks those fields. */
  onSubmit: (payload: Payload) => Promise<unknown> | void;
  /** After a failed submit, once any refused fields are marked: a toast, an alert. */
  onFailure?: (error: unknown, fieldsMarked: boolean) => void;
  /** After the schema refused the values (the first invalid field on screen has focus): a wizard shows the step with the problem. */
  onInvalidFields?: (errors: FieldErrors<Values>) => void;
  /** The form's field for an API path, when the two differ; null leaves the error off the form. */
  fieldOf?: (path: string) => FieldPath<Values> | null;
  errorText?: ErrorText;
  /**
   * Staff edit forms and the claim wizard: ask before leaving with input that
   * is not saved, and keep it when the session ends mid-use.
   */
  guardUnsaved?: boolean;
  children: ReactNode;
}

/**
 * The one form of the site: checks with the shared schema on submit (the
 * first invalid field gets focus), sends, marks the fields the server refused
 * and keeps everything typed. Nothing is sent while a submit is under way.
 */
export function Form<Values extends FieldValues, Payload>({
  form,
  onSubmit,
  onFailure,
  onInvalidFields,
  fieldOf,
  errorText,
  guardUnsaved = false,
  children,
  ...formProps
}: FormProps<Values, Payload>) {
  // Navigation that a successful submit starts (to the saved record) is not a loss.
  const submitting = useRef(false);

  async function send(payload: Payload) {
    submitting.current = true;
    try {
      await onSubmit(payload);
    } catch (error) {
      const marked = showServerFieldErrors(form, error, fieldOf);
      if (onFailure) onFailure(error, marked);
      else if (!marked) throw error;
    } finally {
      submitting.current = false;
    }
  }

  return (
    <FormProvider {...form}>
      <ErrorTextContext.Provider value={errorText ?? ((_field, error) => error.message)}>
        <form
          noValidate
          {...formProps}
          onSubmit={(event) => {
            if (form.formState.isSubmitting) return event.preventDefault();
            void form.handleSubmit(send, onInvalidFields)(event);
          }}
        >
          {children}
        </form>
        {guardUnsaved && <GuardUnsaved control={form.control} submitting={submitting} />}
        {guardUnsaved && <KeepDraftOnSessionEnd form={form} formName={formProps.id} />}
      </ErrorTextContext.Provider>
    </FormProvider>
  );
}

/**
 * The guard of a form: react-hook-form works out `isDirty` only for a
 * component that reads it while rendering, so this one does.
 */
function GuardUnsaved<Values extends FieldValues>({
  control,
  submitting,
}: {
  control: Control<Values, unknown, unknown>;
  submitting: RefObject<boolean>;
}) {
  const { isDirty } = useFormState({ control });
  // Once the session has ended the input is kept (KeepDraftOnSessionEnd): going to sign in loses nothing.
  return <UnsavedChangesGuard hasUnsavedChanges={() => isDirty && !submitting.current && !sessionHasEnded()} />;
}
