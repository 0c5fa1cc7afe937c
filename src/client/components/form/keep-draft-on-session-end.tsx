import { useEffect, useRef } from "react";
import { useFormState, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { onSessionEnded } from "../../lib/session/session-end";
import { browserDraftStorage, draftKey, saveDraft, takeDraft } from "./form-drafts";

/**
 * A guarded form's input outlives the end of the session: when an API call
 * answers 401, what was typed is kept for this tab (form-drafts.ts); when the
 * same form opens again at the same address, after signing in, it comes back,
 * still unsaved, and a notice says so.
 */
export function KeepDraftOnSessionEnd<Values extends FieldValues>({
  form,
  formName,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  /** Tells apart two guarded forms on one page. */
  formName?: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const key = draftKey(pathname, search, formName);
  // Read while rendering, so react-hook-form works it out (the form's own formState is that of its last render).
  const { isDirty } = useFormState({ control: form.control });
  const unsaved = useRef(isDirty);
  useEffect(() => {
    unsaved.current = isDirty;
  }, [isDirty]);

  // Once, as the form opens: a later run (the page's texts arriving, say) would take back what was just kept.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const storage = browserDraftStorage();
    const kept = storage && takeDraft(storage, key);
    if (!kept) return;
    // Over the values the form opened with, which stay its saved state: the kept input counts as unsaved.
    form.reset({ ...form.getValues(), ...kept } as Values, { keepDefaultValues: true });
    toast.info(t("unsavedChanges.restored"));
  }, [form, key, t]);

  useEffect(
    () =>
      onSessionEnded(({ userId }) => {
        const storage = browserDraftStorage();
        if (storage && unsaved.current) saveDraft(storage, key, userId, form.getValues());
      }),
    [form, key],
  );
  return null;
}
