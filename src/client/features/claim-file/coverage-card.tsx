import { useTranslation } from "react-i18next";
import { coverageOverrideSchema, type ClaimFile } from "../../../shared/claim-file";
import { formatCents } from "../../../shared/format";
import { Field } from "../../components/form/field";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Facts, RecordCard } from "../../components/lists/facts";
import { Textarea } from "../../components/ui/textarea";
import { usePageLanguage } from "../../hooks/use-page-language";
import { ActionForm } from "./action-form";
import { useClaimFileAction } from "./api/claim-file";
import { claimFileNs } from "./claim-file-texts";

/**
 * The coverage check against the policy on the date of loss, in words; its
 * limits and deductibles; and, for a claims manager, the override that lets a
 * claim the check refuses be paid, with the reason.
 */
export function CoverageCard({ file, mayOverride }: { file: ClaimFile; mayOverride: boolean }) {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const { coverage } = file;
  const money = (cents: number) => formatCents(cents, language);
  return (
    <RecordCard title={t("coverage.title")}>
      {coverage.inForce ? (
        <p>{t("coverage.inForce")}</p>
      ) : (
        <p role="status" className="rounded-md border border-alert p-3 font-medium text-alert">
          {coverage.reasonText}
        </p>
      )}
      {coverage.overrideReason && <p>{t("coverage.overridden", { reason: coverage.overrideReason })}</p>}
      <Facts
        items={[
          [
            t("coverage.limits"),
            (["A", "B", "C", "D"] as const)
              .map((line) => `${t(`coverage.limit.${line}`)}: ${money(coverage.limitsCents[line])}`)
              .join(" · "),
          ],
          [
            t("coverage.deductibles"),
            `${t("coverage.allOtherPerils", { amount: money(coverage.allOtherPerilsDeductibleCents) })} · ${t(
              "coverage.hurricane",
              { amount: money(coverage.hurricaneDeductibleCents) },
            )}`,
          ],
        ]}
      />
      {mayOverride && !coverage.inForce && !file.closedOn && <OverrideForm claimId={file.id} />}
    </RecordCard>
  );
}

function OverrideForm({ claimId }: { claimId: string }) {
  const { t } = useTranslation(claimFileNs);
  const override = useClaimFileAction<{ reason: string }>(claimId, "/coverage-override");
  const form = useZodForm(coverageOverrideSchema, { reason: "" });
  return (
    <ActionForm form={form} send={override.mutateAsync} failedTitle={t("failed")}>
      <div className="sm:col-span-2">
        <Field name="reason" label={t("coverage.override.reason")} hint={t("coverage.override.hint")} required>
          {(control) => <Textarea {...control} maxLength={500} />}
        </Field>
      </div>
      <SubmitButton pending={t("coverage.override.submit")}>{t("coverage.override.submit")}</SubmitButton>
    </ActionForm>
  );
}
