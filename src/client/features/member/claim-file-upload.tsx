import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { FileField } from "../../components/form/file-field";
import { Form } from "../../components/form/form";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { useAddClaimFile } from "./api/add-claim-file";
import { memberNs } from "./member-texts";

const fileFormSchema = formSchema(
  ({ file }: { file: FileList | null }) => ({ file: file?.[0] }),
  z.object({ file: z.custom<File>((file) => typeof File !== "undefined" && file instanceof File) }),
);

/**
 * Adding a photo or a document (an estimate, a receipt) to an open claim: the
 * server judges its type and size, and says so under the file, which stays chosen.
 */
export function ClaimFileUpload({
  policyId,
  claimId,
  claimNumber,
}: {
  policyId: string;
  claimId: string;
  claimNumber: string;
}) {
  const { t } = useTranslation(memberNs);
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddClaimFile(policyId, claimId, setProgress);
  const form = useZodForm(fileFormSchema, { file: null });
  return (
    <Form
      form={form}
      onSubmit={async ({ file }) => {
        setProgress(0);
        const added = await add.mutateAsync(file);
        setProgress(null);
        toast.success(t("claims.addFile.done", { name: added.name }));
        form.reset({ file: null });
      }}
      fieldOf={() => null}
      errorText={(field, error) => (field === "file" ? t("claims.addFile.choose") : error.message)}
      onFailure={(error) => {
        setProgress(null);
        form.setError("file", { type: "server", message: (error as Error).message }, { shouldFocus: true });
      }}
      className="space-y-3"
    >
      <h3 className="font-semibold">{t("claims.addFile.title")}</h3>
      <FileField
        name="file"
        label={t("claims.addFile.label", { number: claimNumber })}
        hint={t("claims.addFile.hint")}
        accept="image/*,application/pdf,.doc,.docx,.xls,.xlsx"
      />
      {progress !== null && (
        <progress
          className="h-2 w-full accent-primary"
          max={1}
          value={progress}
          aria-label={t("claims.addFile.uploading", { percent: Math.round(progress * 100) })}
        />
      )}
      <SubmitButton pending={t("claims.addFile.submit")}>{t("claims.addFile.submit")}</SubmitButton>
    </Form>
  );
}
