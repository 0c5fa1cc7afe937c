import { useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../components/form/submit-button";
import { Button } from "../../components/ui/button";
import { company } from "../../lib/company";
import type { ClaimAnswers } from "../../lib/claim-draft";
import { claimMailtoLink } from "./claim-mail-fallback";

const serverWords = (error: { type?: unknown; message?: unknown }) =>
  error.type === "server" && typeof error.message === "string" ? error.message : undefined;

/** Why the claim was not acknowledged: our server could not be reached, or it refused some answers. */
export type Trouble = "unreachable" | "refused" | null;

/**
 * What the wizard says when sending failed. Unreachable: nothing is lost (the
 * draft is saved), Try again sends once more, and the spec's e-mail route
 * remains. Refused: the answers are marked in their steps.
 */
export function SubmitTrouble({ ns, trouble, answers }: { ns: string; trouble: Trouble; answers: ClaimAnswers }) {
  const { t } = useTranslation(ns);
  const { errors } = useFormState<ClaimAnswers>();
  if (!trouble) return null;
  return (
    <div role="alert" className="space-y-3 rounded-md border border-alert p-4">
      {trouble === "unreachable" ? (
        <>
          <p className="font-semibold">{t("failure.title")}</p>
          <p>{t("failure.body")}</p>
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={t("failure.retry")}>{t("failure.retry")}</SubmitButton>
            <Button asChild variant="outline">
              <a href={claimMailtoLink(answers, company.emails.general)}>{t("failure.email")}</a>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="font-semibold">{t("failure.refused")}</p>
          {/* A photo the server no longer has is told in its words, already in the visitor's language. */}
          {errors.photos && <p>{serverWords(errors.photos) ?? t("errors.photoIds")}</p>}
        </>
      )}
    </div>
  );
}
