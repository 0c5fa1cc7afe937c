import { useId, type ReactNode } from "react";

/**
 * A control's hint and error, with the ids the control names in
 * aria-describedby so screen readers read them with it.
 */
export function useFieldNotes({ hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const notes = (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-alert">
          {error}
        </p>
      )}
    </>
  );
  return { id, describedBy, notes };
}
