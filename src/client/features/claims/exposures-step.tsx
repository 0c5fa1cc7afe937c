import { useTranslation } from "react-i18next";
import type { ClaimAnswers } from "../../lib/claim-draft";
import { YesNoField } from "./yes-no-field";

const questions: (keyof ClaimAnswers["exposures"])[] = [
  "dwellingDamaged",
  "otherStructuresDamaged",
  "personalPropertyDamaged",
  "additionalLivingExpenses",
];

/** Step 4, Insured Exposures: the four Yes/No questions of SPEC §3. */
export function ExposuresStep({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <div className="space-y-6">
      {questions.map((question) => (
        <YesNoField
          key={question}
          name={`exposures.${question}`}
          legend={t(`exposures.${question}`)}
          labels={{ yes: t("yes"), no: t("no") }}
        />
      ))}
    </div>
  );
}
