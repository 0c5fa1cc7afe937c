import { useTranslation } from "react-i18next";
import { claimAssignmentSchema, type ClaimFile } from "../../../shared/claim-file";
import { Field } from "../../components/form/field";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { RecordCard } from "../../components/lists/facts";
import { Select } from "../../components/ui/select";
import { ActionForm } from "./action-form";
import { useAdjusters } from "./api/adjusters";
import { useClaimFileAction } from "./api/claim-file";
import { claimFileNs } from "./claim-file-texts";

/** Who adjusts the claim; a claims manager assigns or reassigns it (the adjuster and the insured are told). */
export function AdjusterCard({ file, mayAssign }: { file: ClaimFile; mayAssign: boolean }) {
  const { t } = useTranslation(claimFileNs);
  return (
    <RecordCard title={t("adjuster.title")}>
      <p>{file.adjuster?.name ?? t("adjuster.none")}</p>
      {mayAssign && !file.closedOn && <AssignForm file={file} />}
    </RecordCard>
  );
}

function AssignForm({ file }: { file: ClaimFile }) {
  const { t } = useTranslation(claimFileNs);
  const adjusters = useAdjusters(true);
  const assign = useClaimFileAction<{ adjusterId: string }>(file.id, "/assignment");
  const form = useZodForm(claimAssignmentSchema, { adjusterId: "" });
  const options = (adjusters.data ?? [])
    .filter((user) => user.id !== file.adjuster?.id)
    .map((user) => ({ value: user.id, label: user.name }));
  const word = file.adjuster ? t("adjuster.reassign") : t("adjuster.assign");
  return (
    <ActionForm form={form} send={assign.mutateAsync} failedTitle={t("failed")}>
      <Field name="adjusterId" label={t("adjuster.choose")} required>
        {(control) => <Select {...control} placeholder={t("adjuster.choosePlaceholder")} options={options} />}
      </Field>
      <div className="self-end">
        <SubmitButton pending={word}>{word}</SubmitButton>
      </div>
    </ActionForm>
  );
}
