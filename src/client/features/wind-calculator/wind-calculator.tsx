import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { windMitigationQuestions, windMitigationSchema, type WindMitigation } from "../../../shared/rating";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form/form-alert";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { ApiError } from "../../lib/api/api-client";
import { AnswerField } from "./answer-field";
import { answersShown } from "./answer-order";
import { getWindCredit } from "./api/get-wind-credit";
import { WindCreditResults, type Estimate } from "./wind-credit-results";

// No answer is chosen for the visitor: each of the seven is theirs to pick.
const noAnswers = Object.fromEntries(windMitigationQuestions.map((question) => [question, ""])) as Record<
  keyof WindMitigation,
  string
>;

/** The form's field for an API path ("body.roofToWall" or "roofToWall"); anything else is said above the button. */
function fieldOf(path: string): keyof WindMitigation | null {
  const field = path.replace(/^body\./, "");
  return field in noAnswers ? (field as keyof WindMitigation) : null;
}

const sameAnswers = (shown: WindMitigation, current: Record<string, string>) =>
  windMitigationQuestions.every((question) => shown[question] === current[question]);

/**
 * The wind mitigation calculator (loaded only when the visitor asks,
 * see calculator-on-request.tsx): the seven OIR-B1-1802 answers, checked by
 * the shared schema the API uses, and the rate table's credit with what each
 * improvement would add. Nothing about the visitor is asked or kept; the
 * answers stay on the form whatever the server says.
 */
export function WindCalculator({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const form = useZodForm(windMitigationSchema, noAnswers);
  const current = useWatch({ control: form.control });
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);

  // The button that opened the calculator is gone: the visitor goes on from its title.
  useEffect(() => title.current?.focus(), []);

  // On a phone the results come after the form: bring their headline into view when it is out of sight
  // (screen readers hear it from the live region wherever the page is scrolled).
  useEffect(() => {
    const panel = results.current;
    if (estimate && panel && panel.getBoundingClientRect().top > window.innerHeight - 120) {
      panel.scrollIntoView({ block: "start" });
    }
  }, [estimate]);

  async function estimateCredit(answers: WindMitigation) {
    setProblem(null);
    setEstimate({ answers, credit: await getWindCredit(answers) });
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <Form
        form={form}
        onSubmit={estimateCredit}
        onInvalidFields={() => setProblem(null)}
        onFailure={(error, fieldsMarked) => {
          if (!fieldsMarked) {
            setProblem(error instanceof ApiError ? error.message : t("errors.unreachable", { ns: "common" }));
            return;
          }
          setProblem(null);
          // react-hook-form cannot focus a radio group the server refused (its ref there is no element): the answer chosen takes it.
          const refused = windMitigationQuestions.find((question) => form.getFieldState(question).error);
          formElement.current?.querySelector<HTMLInputElement>(`input[name="${refused}"]:checked`)?.focus();
        }}
        fieldOf={fieldOf}
        errorText={() => t("calculator.required")}
        ref={formElement}
        aria-labelledby="wind-calculator-title"
        className="space-y-6 rounded-lg border border-border bg-surface p-5 shadow-sm sm:p-6"
      >
        <div className="space-y-1">
          <h3
            id="wind-calculator-title"
            ref={title}
            tabIndex={-1}
            className="text-2xl font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t("calculator.formTitle")}
          </h3>
          <p className="text-muted-foreground">{t("calculator.formIntro")}</p>
        </div>
        {windMitigationQuestions.map((question) => (
          <AnswerField
            key={question}
            name={question}
            legend={t(`calculator.questions.${question}.label`)}
            choices={answersShown(question).map((answer) => ({
              value: answer,
              label: t(`calculator.questions.${question}.answers.${answer}.label`),
              detail: t(`calculator.questions.${question}.answers.${answer}.detail`),
            }))}
          />
        ))}
        <FormAlert>{problem}</FormAlert>
        <SubmitButton size="lg" className="w-full sm:w-auto" pending={t("calculator.submitting")}>
          {t("calculator.submit")}
        </SubmitButton>
      </Form>
      <div ref={results} className="scroll-mt-20 lg:sticky lg:top-24">
        <WindCreditResults
          ns={ns}
          estimate={estimate}
          outdated={estimate !== null && !sameAnswers(estimate.answers, current as Record<string, string>)}
        />
      </div>
    </div>
  );
}
