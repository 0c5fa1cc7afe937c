import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { claimSteps, claimSubmissionSchema, type ClaimPhoto } from "../../../shared/claim";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../hooks/use-hydrated";
import { ApiError, apiRequest } from "../../lib/api/api-client";
import { company } from "../../lib/company";
import { checkWith, focusFirstInvalid, refusedFields } from "../../lib/form-validation";
import { clearDraft, emptyDraft, loadDraft, saveDraft, type ClaimDraft, type DraftSection } from "./claim-draft";
import { claimMailtoLink } from "./claim-mail-fallback";
import { stepIsComplete, toSubmission } from "./claim-rules";
import { ClaimSubmitted } from "./claim-submitted";
import { ExposuresStep } from "./exposures-step";
import { LocationStep } from "./location-step";
import { LossStep } from "./loss-step";
import { MemberStep } from "./member-step";
import { WizardProgress } from "./wizard-progress";

const sections: Record<ClaimDraft["step"], DraftSection> = { 1: "member", 2: "loss", 3: "location", 4: "exposures" };
const stepOfSection = (path: string) =>
  (Number(Object.entries(sections).find(([, section]) => path.startsWith(section))?.[0]) || 4) as ClaimDraft["step"];

type Receipt = { claimNumber: string; email: string };
type Trouble = "unreachable" | "refused" | null;

/**
 * The File a Claim wizard (SPEC §2, §4, §5), sending the claim for real
 * (issue 6). A draft saved on this device is read once the page runs in the
 * browser (the prerendered page cannot know it) and resumes where it was.
 */
export function ClaimWizard({ ns }: { ns: string }) {
  const hydrated = useHydrated();
  const saved = useMemo(() => (hydrated ? loadDraft() : null), [hydrated]);
  return <WizardForm key={saved ? "restored" : "fresh"} ns={ns} saved={saved} />;
}

function WizardForm({ ns, saved }: { ns: string; saved: ClaimDraft | null }) {
  const { t } = useTranslation(ns);
  const [draft, setDraft] = useState<ClaimDraft>(saved ?? emptyDraft);
  const [restored, setRestored] = useState(saved !== null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [trouble, setTrouble] = useState<Trouble>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Every change is kept on the device until the claim is acknowledged; an untouched form leaves nothing behind.
  useEffect(() => {
    if (draft !== emptyDraft && !receipt) saveDraft(draft);
  }, [draft, receipt]);

  const step = draft.step;
  const section = sections[step];
  const stepNames = Array.from({ length: claimSteps }, (_, index) => t(`steps.${index + 1}`));
  const shownStep = receipt ? claimSteps : step;

  function goTo(next: ClaimDraft["step"]) {
    setDraft((current) => ({ ...current, step: next }));
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: "nearest" });
    });
  }

  function set<S extends DraftSection>(part: S) {
    return <F extends keyof ClaimDraft[S]>(field: F, value: ClaimDraft[S][F]) => {
      setDraft((current) => ({ ...current, [part]: { ...current[part], [field]: value } }));
      setInvalid((current) => current.filter((path) => path !== `${part}.${String(field)}`));
    };
  }
  const errorOf = (part: DraftSection) => (field: string) =>
    invalid.includes(`${part}.${field}`) ? t(`errors.${part}.${field}`) : undefined;
  const setPhotos = (update: (photos: ClaimPhoto[]) => ClaimPhoto[]) =>
    setDraft((current) => ({ ...current, photos: update(current.photos) }));

  function showProblems(paths: string[]) {
    setInvalid(paths);
    const earliest = Math.min(...paths.map(stepOfSection)) as ClaimDraft["step"];
    if (earliest !== step) goTo(earliest);
    focusFirstInvalid(formRef.current);
  }

  async function submit() {
    const checked = checkWith(claimSubmissionSchema, toSubmission(draft));
    if (!checked.valid) return showProblems(checked.fields);
    setSubmitting(true);
    setTrouble(null);
    try {
      const answer = await apiRequest<{ claimNumber: string }>("/api/claims", {
        method: "POST",
        body: JSON.stringify(checked.data),
      });
      clearDraft();
      setReceipt({ claimNumber: answer.claimNumber, email: checked.data.loss.notifierEmail });
    } catch (error) {
      const refused = refusedFields(error);
      if (error instanceof ApiError && error.status === 400 && refused.length > 0) {
        setTrouble("refused");
        showProblems(refused);
      } else {
        // Our server is down or unreachable: nothing is lost (the draft is saved) and the spec's e-mail route remains.
        setTrouble("unreachable");
      }
    } finally {
      setSubmitting(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stepIsComplete(step, draft) || submitting) return;
    if (step === 4) return void submit();
    const sectionSchema: z.ZodType = claimSubmissionSchema.shape[section];
    const checked = checkWith(sectionSchema, (toSubmission(draft) as Record<DraftSection, unknown>)[section]);
    if (!checked.valid) return showProblems(checked.fields.map((field) => `${section}.${field}`));
    goTo((step + 1) as ClaimDraft["step"]);
  }

  function startOver() {
    clearDraft();
    setDraft(emptyDraft);
    setInvalid([]);
    setTrouble(null);
    setRestored(false);
    setReceipt(null);
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
        <form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby="claim-step-title" className="space-y-6">
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
          {step === 1 && <MemberStep ns={ns} values={draft.member} set={set("member")} errorOf={errorOf("member")} />}
          {step === 2 && <LossStep ns={ns} values={draft.loss} set={set("loss")} errorOf={errorOf("loss")} />}
          {step === 3 && (
            <LocationStep
              ns={ns}
              values={draft.location}
              set={set("location")}
              errorOf={errorOf("location")}
              photos={draft.photos}
              onPhotosChange={setPhotos}
            />
          )}
          {step === 4 && (
            <ExposuresStep ns={ns} values={draft.exposures} set={set("exposures")} errorOf={errorOf("exposures")} />
          )}
          {trouble && (
            <div role="alert" className="space-y-3 rounded-md border border-alert p-4">
              {trouble === "unreachable" ? (
                <>
                  <p className="font-semibold">{t("failure.title")}</p>
                  <p>{t("failure.body")}</p>
                  <div className="flex flex-wrap gap-3">
                    <Button type="button" onClick={() => void submit()} disabled={submitting}>
                      {t("failure.retry")}
                    </Button>
                    <Button asChild variant="outline">
                      <a href={claimMailtoLink(draft, company.emails.general)}>{t("failure.email")}</a>
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <p className="font-semibold">{t("failure.refused")}</p>
                  {invalid.includes("photoIds") && <p>{t("errors.photoIds")}</p>}
                </>
              )}
            </div>
          )}
          <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-6">
            {/* SPEC §4: Back goes down to step 1 at the least; on step 1 there is nowhere to go back to. */}
            <Button
              type="button"
              variant="outline"
              disabled={step === 1}
              onClick={() => goTo(Math.max(1, step - 1) as ClaimDraft["step"])}
            >
              {t("back")}
            </Button>
            <Button type="submit" disabled={!stepIsComplete(step, draft) || submitting}>
              {step === 4 ? (submitting ? t("submitting") : t("submit")) : t("next")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
