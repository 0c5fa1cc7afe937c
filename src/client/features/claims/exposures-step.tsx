import { useTranslation } from "react-i18next";
import type { ClaimDraft } from "./claim-draft";
import type { StepProps } from "./step-props";
import { YesNoField } from "./yes-no-field";

const questions: (keyof ClaimDraft["exposures"])[] = [
  "dwellingDamaged",
  "otherStructuresDamaged",
  "personalPropertyDamaged",
  "additionalLivingExpenses",
];

/** Step 4, Insured Exposures: the four Yes/No questions of SPEC §3. */
export function ExposuresStep({ ns, values, set, errorOf }: StepProps<"exposures">) {
  const { t } = useTranslation(ns);
  return (
    <div className="space-y-6">
      {questions.map((question) => (
        <YesNoField
          key={question}
          name={question}
          legend={t(`exposures.${question}`)}
          value={values[question]}
          onChange={(answer) => set(question, answer)}
          labels={{ yes: t("yes"), no: t("no") }}
          error={errorOf(question)}
        />
      ))}
    </div>
  );
}
