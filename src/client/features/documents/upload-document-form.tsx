import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { documentCategories, documentPriorities } from "../../../shared/document";
import { FileField } from "../../components/form/file-field";
import { Form } from "../../components/form/form";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { useUploadDocument, type DocumentUpload } from "./api/upload-document";
import { DocumentChoiceField } from "./document-choice-field";

interface UploadDraft {
  /** What the file input holds; the payload takes its first file. */
  file: FileList | null;
  category: string;
  priority: string;
}

/**
 * The upload's fields as POST /api/upload takes them. The file's type and size
 * are judged by the server from its content; here only that there is one.
 */
const uploadFormSchema = formSchema(
  ({ file, ...fields }: UploadDraft) => ({ ...fields, file: file?.[0] }),
  z.object({
    file: z.custom<File>((file) => typeof File !== "undefined" && file instanceof File),
    category: z.enum(documentCategories),
    priority: z.enum(documentPriorities),
  }),
);

/**
 * The file goes up with a progress bar; the server's type and size errors are
 * shown under the file, and the choice is kept.
 */
export function UploadDocumentForm({ ns, portalId, onDone }: { ns: string; portalId?: string; onDone: () => void }) {
  const { t } = useTranslation(ns);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadDocument(setProgress);
  const form = useZodForm(uploadFormSchema, { file: null, category: "Other", priority: "Medium" });

  async function send(fields: Omit<DocumentUpload, "portalId">) {
    setProgress(0);
    const document = await upload.mutateAsync({ ...fields, portalId });
    toast.success(t("documents.upload.done", { name: document.name }));
    onDone();
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Form
      form={form}
      onSubmit={send}
      // Whatever the server refuses is said under the file: its type, its size, the connection.
      fieldOf={() => null}
      errorText={(field, error) => (field === "file" ? t("documents.upload.chooseFile") : error.message)}
      onFailure={(error) => {
        setProgress(null);
        const message = error instanceof Error ? error.message : t("documents.upload.failed");
        form.setError("file", { type: "server", message }, { shouldFocus: true });
      }}
      className="space-y-5"
    >
      <DialogTitle>{t("documents.upload.title")}</DialogTitle>
      <DialogDescription>{t("documents.upload.lead")}</DialogDescription>
      <FileField name="file" label={t("documents.upload.file")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <DocumentChoiceField name="category" label={t("documents.upload.category")} />
        <DocumentChoiceField name="priority" label={t("documents.upload.priority")} />
      </div>
      {progress !== null && (
        <div className="space-y-1">
          <p className="text-sm">{t("documents.upload.uploading", { percent })}</p>
          <progress
            className="h-2 w-full accent-primary"
            max={1}
            value={progress}
            aria-label={t("documents.upload.uploading", { percent })}
          />
        </div>
      )}
      <SubmitButton pending={t("documents.upload.submit")}>{t("documents.upload.submit")}</SubmitButton>
    </Form>
  );
}
