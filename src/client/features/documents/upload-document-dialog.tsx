import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { documentCategories, documentPriorities, type Document } from "../../../shared/document";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import { documentKeys } from "./document-queries";

/**
 * Upload Document / Upload New Document / Add Document (no action in the
 * spec): the file goes to POST /api/upload with a progress bar; the server's
 * type and size errors are shown in the dialog, which keeps the choice.
 */
export function UploadDocumentDialog({
  ns,
  label,
  portalId,
  variant = "primary",
}: {
  ns: string;
  label: string;
  portalId?: string;
  variant?: "primary" | "outline";
}) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const fileId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<string>("Other");
  const [priority, setPriority] = useState<string>("Medium");
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function reset(nextOpen: boolean) {
    setOpen(nextOpen);
    if (!nextOpen) {
      setFile(null);
      setProblem(null);
      setProgress(null);
    }
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem(t("documents.upload.chooseFile"));
    const form = new FormData();
    if (portalId) form.append("portalId", portalId);
    form.append("category", category);
    form.append("priority", priority);
    form.append("file", file);
    setProblem(null);
    setProgress(0);
    try {
      const document = await uploadWithProgress<Document>("/api/upload", form, setProgress);
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      await queryClient.invalidateQueries({ queryKey: ["portals"] });
      toast.success(t("documents.upload.done", { name: document.name }));
      reset(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t("documents.upload.failed"));
      setProgress(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Upload aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <form onSubmit={upload} className="space-y-5" noValidate>
          <DialogTitle>{t("documents.upload.title")}</DialogTitle>
          <DialogDescription>{t("documents.upload.lead")}</DialogDescription>
          <div className="space-y-2">
            <label htmlFor={fileId} className="block font-medium">
              {t("documents.upload.file")}
            </label>
            <input
              id={fileId}
              type="file"
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? `${fileId}-problem` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
              className="block w-full text-base file:mr-4 file:min-h-11 file:rounded-md file:border file:border-border file:bg-surface file:px-4 file:font-medium file:text-foreground hover:file:bg-sand"
            />
            {problem && (
              <p id={`${fileId}-problem`} role="alert" className="text-sm font-medium text-alert">
                {problem}
              </p>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("documents.upload.category")}>
              {(control) => (
                <Select
                  {...control}
                  value={category}
                  onChange={(event) => setCategory(event.target.value)}
                  options={documentCategories.map((value) => ({ value, label: t(`category.${value}`) }))}
                />
              )}
            </FormField>
            <FormField label={t("documents.upload.priority")}>
              {(control) => (
                <Select
                  {...control}
                  value={priority}
                  onChange={(event) => setPriority(event.target.value)}
                  options={documentPriorities.map((value) => ({ value, label: t(`priority.${value}`) }))}
                />
              )}
            </FormField>
          </div>
          {progress !== null && (
            <div className="space-y-1">
              <p className="text-sm">{t("documents.upload.uploading", { percent: Math.round(progress * 100) })}</p>
              <progress
                className="h-2 w-full accent-primary"
                max={1}
                value={progress}
                aria-label={t("documents.upload.uploading", { percent: Math.round(progress * 100) })}
              />
            </div>
          )}
          <Button type="submit" disabled={progress !== null}>
            {t("documents.upload.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
