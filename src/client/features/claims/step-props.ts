import type { ClaimDraft, DraftSection } from "./claim-draft";

/** What every step form receives: its part of the draft, a setter, and the message for a refused field. */
export interface StepProps<S extends DraftSection> {
  ns: string;
  values: ClaimDraft[S];
  set: <F extends keyof ClaimDraft[S]>(field: F, value: ClaimDraft[S][F]) => void;
  errorOf: (field: keyof ClaimDraft[S] & string) => string | undefined;
}
