import { useMemo, useRef, useState } from "react";
import { useWatch, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { claimSteps, type ClaimSubmission } from "../../../shared/claim";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../hooks/use-hydrated";
import { ApiError } from "../../lib/api/api-client";
import { clearDraft, emptyDraft, loadDraft, type ClaimAnswers, type ClaimDraft } from "../../lib/claim-draft";
import { newFilingKey, submitClaim } from "./api/submit-claim";
import { stepIsComplete } from "./claim-rules";
import { ClaimSubmitted } from "./claim-submitted";
import { ExposuresStep } from "./exposures-step";
import { LocationStep } from "./location-step";
import { LossStep } from "./loss-step";
import { MemberStep } from "./member-step";
import { SubmitTrouble, type Trouble } from "./submit-trouble";
import { useKeptDraft } from "./use-kept-draft";
import { checkOfStep, sectionOfStep, stepOfField, type WizardStep } from "./wizard-steps";
import { WizardProgress } from "./wizard-progress";

type Receipt = { claimNumber: string; email: string };

const answersOf = ({ step: _step, ...answers }: ClaimDraft): ClaimAnswers => answers;

/** The API's path of a refused photo ("photoIds.0") is the form's photos. */
const fieldOf = (path: string) => (path.startsWith("photoIds") ? "photos" : (path as keyof ClaimAnswers));

/** Moves focus to the first field marked invalid, once the step showing it is on screen. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}

/**
 * The File a Claim wizard (SPEC §2, §4, §5), sending the claim for real. A
 * draft saved on this device is read once the page runs in the browser (the
 * prerendered page cannot know it) and resumes where it was.
 */
export function ClaimWizard({ ns }: { ns: string }) {
  const hydrated = useHydrated();
  const saved = useMemo(() => (hydrated ? loadDraft() : null), [hydrated]);
  return <WizardForm key={saved ? "restored" : "fresh"} ns={ns} saved={saved} />;
}

function WizardForm({ ns, saved }: { ns: string; saved: ClaimDraft | null }) {
  const { t } = useTranslation(ns);
  const [initial] = useState(() => saved ?? emptyDraft);
  const [step, setStep] = useState<WizardStep>(initial.step);
  // The check follows the step: react-hook-form takes the resolver of the latest render.
  const form = useZodForm(checkOfStep[step], answersOf(initial));
  const answers = useWatch({ control: form.control }) as ClaimAnswers;
  const [restored, setRestored] = useState(saved !== null);
  const [trouble, setTrouble] = useState<Trouble>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // One key per claim, kept across retries of this claim (api/submit-claim.ts).
  const [filingKey, setFilingKey] = useState(newFilingKey);
  const keepStep = useKeptDraft(form, step, receipt !== null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const section = sectionOfStep[step];
  const stepNames = Array.from({ length: claimSteps }, (_, index) => t(`steps.${index + 1}`));
  const shownStep = receipt ? claimSteps : step;

  function goTo(next: WizardStep) {
    setStep(next);
    keepStep(next);
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: "nearest" });
    });
  }

  /** Problems found in another step than this one: go back to the earliest, and to its first marked field. */
  function showProblems(paths: string[]) {
    const earliest = Math.min(...paths.map(stepOfField)) as WizardStep;
    if (earliest === step) return;
    goTo(earliest);
    focusFirstInvalid(formRef.current);
  }

  async function send(payload: Partial<ClaimSubmission>) {
    if (step < 4) return goTo((step + 1) as WizardStep);
    // Step 4 checked the whole claim with the shared schema.
    const claim = payload as ClaimSubmission;
    setTrouble(null);
    const answer = await submitClaim(claim, filingKey);
    clearDraft();
    setReceipt({ claimNumber: answer.claimNumber, email: claim.loss.notifierEmail });
  }

  function handleFailure(error: unknown, fieldsMarked: boolean) {
    if (fieldsMarked && error instanceof ApiError) {
      setTrouble("refused");
      showProblems(error.fieldErrors.map((fieldError) => fieldError.field));
    } else {
      // Our server is down or unreachable: nothing is lost (the draft is saved) and the spec's e-mail route remains.
      setTrouble("unreachable");
    }
  }

  function startOver() {
    clearDraft();
    form.reset(answersOf(emptyDraft));
    setStep(1);
    setTrouble(null);
    setRestored(false);
    setReceipt(null);
    setFilingKey(newFilingKey());
  }

  return (
    <div className="space-y-8 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6">
      <WizardProgress
        step={shownStep}
        names={stepNames}
        label={t("progressLabel")}
        text={t("progress", { step: shownStep, total: claimSteps, name: stepNames[shownStep - 1] })}
      />
      {receipt ? (
        <ClaimSubmitted ns={ns} claimNumber={receipt.claimNumber} email={receipt.email} onReportAnother={startOver} />
      ) : (
        <Form
          ref={formRef}
          form={form}
          onSubmit={send}
          onInvalidFields={(errors: FieldErrors<ClaimAnswers>) => showProblems(Object.keys(errors))}
          onFailure={handleFailure}
          fieldOf={fieldOf}
          errorText={(field) => t(`errors.${field}`)}
          guardUnsaved
          aria-labelledby="claim-step-title"
          className="space-y-6"
        >
          <div className="space-y-1">
            <h2 id="claim-step-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
              {stepNames[step - 1]}
            </h2>
            <p className="text-muted-foreground">{t(`${section}.lead`)}</p>
            <p className="text-sm text-muted-foreground">{t("required")}</p>
          </div>
          {restored && (
            <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-sand p-3">
              <span>{t("restored")}</span>
              <Button type="button" variant="outline" onClick={startOver}>
                {t("startOver")}
              </Button>
            </div>
          )}
          {step === 1 && <MemberStep ns={ns} />}
          {step === 2 && <LossStep ns={ns} />}
          {step === 3 && <LocationStep ns={ns} />}
          {step === 4 && <ExposuresStep ns={ns} />}
          <SubmitTrouble ns={ns} trouble={trouble} answers={answers} />
          <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-6">
            {/* SPEC §4: Back goes down to step 1 at the least; on step 1 there is nowhere to go back to. */}
            <Button
              type="button"
              variant="outline"
              disabled={step === 1}
              onClick={() => goTo(Math.max(1, step - 1) as WizardStep)}
            >
              {t("back")}
            </Button>
            <SubmitButton disabled={!stepIsComplete(step, answers)} pending={step === 4 ? t("submitting") : t("next")}>
              {step === 4 ? t("submit") : t("next")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}
