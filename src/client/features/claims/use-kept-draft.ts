import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { saveDraft, type ClaimAnswers } from "../../lib/claim-draft";
import type { WizardStep } from "./wizard-steps";

/**
 * Keeps the wizard's draft on this device as the user answers, until the
 * claim is acknowledged (docs/decisions/0009). Only the user's own changes
 * are kept: an untouched form, or one just started over, leaves nothing
 * behind. Answers `keepStep`, which keeps the step the user moves to.
 */
export function useKeptDraft(
  form: UseFormReturn<ClaimAnswers, unknown, unknown>,
  step: WizardStep,
  acknowledged: boolean,
): (next: WizardStep) => void {
  const latest = useRef({ step, acknowledged });
  useEffect(() => {
    latest.current = { step, acknowledged };
  }, [step, acknowledged]);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name && !latest.current.acknowledged) saveDraft({ ...values, step: latest.current.step });
        },
      }),
    [form],
  );

  return (next) => saveDraft({ ...form.getValues(), step: next });
}
