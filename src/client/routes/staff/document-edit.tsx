import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import {
  documentCategories,
  documentChangeSchema,
  documentPriorities,
  isLocked,
  type Document,
} from "../../../shared/document";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { documentKeys, useDocument } from "../../features/documents/document-queries";
import { documentRecordTexts } from "../../features/documents/document-record-texts";
import { staffNs } from "../../lib/staff-texts";
import { apiRequest } from "../../lib/api/api-client";
import { checkWith, refusedFields } from "../../lib/form-validation";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("documentEdit");

function EditForm({ document }: { document: Document }) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    name: document.name,
    category: document.category,
    priority: document.priority,
    visibleToInsured: document.visibleToInsured,
  });
  const [nameInvalid, setNameInvalid] = useState(false);
  const detail = pathTo("documentDetail", { documentId: document.id });

  const save = useMutation({
    mutationFn: (body: object) =>
      apiRequest<Document>(`/api/documents/${document.id}`, { method: "PUT", body: JSON.stringify(body) }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      toast.success(t("documentDetail.saved", { name: saved.name }));
      await navigate(detail);
    },
    onError: (error) => {
      setNameInvalid(refusedFields(error).includes("name"));
      toast.error(t("documentDetail.saveFailed"), { description: error.message });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWith(documentChangeSchema, values);
    if (!checked.valid) return setNameInvalid(checked.fields.includes("name"));
    save.mutate(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-lg border border-border bg-surface p-6">
      <FormField label={t("documentDetail.name")} error={nameInvalid ? t("documentDetail.name") : undefined} required>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("documentDetail.category")}>
          {(control) => (
            <Select
              {...control}
              value={values.category}
              onChange={(event) => setValues({ ...values, category: event.target.value as Document["category"] })}
              options={documentCategories.map((value) => ({ value, label: t(`category.${value}`) }))}
            />
          )}
        </FormField>
        <FormField label={t("documentDetail.priority")}>
          {(control) => (
            <Select
              {...control}
              value={values.priority}
              onChange={(event) => setValues({ ...values, priority: event.target.value as Document["priority"] })}
              options={documentPriorities.map((value) => ({ value, label: t(`priority.${value}`) }))}
            />
          )}
        </FormField>
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={values.visibleToInsured}
          onChange={(event) => setValues({ ...values, visibleToInsured: event.target.checked })}
        />
        {t("documentDetail.visibleToInsured")}
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("documentDetail.saving") : t("documentDetail.save")}
        </Button>
        <Button asChild variant="outline">
          <Link to={detail}>{t("documentDetail.cancel")}</Link>
        </Button>
      </div>
    </form>
  );
}

/** Editing a document's details (a screen the spec links to but does not show). */
export default function DocumentEditPage() {
  const { t } = useTranslation(staffNs);
  const { documentId = "" } = useParams();
  return (
    <RecordGate query={useDocument(documentId)} texts={documentRecordTexts(t)} backTo={pathTo("policyRecent")}>
      {(document) => (
        <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
          <h1 className="text-3xl font-bold break-words text-primary">
            {t("documentDetail.editTitle", { name: document.name })}
          </h1>
          {isLocked(document.status) ? <p>{t("documentDetail.locked")}</p> : <EditForm document={document} />}
        </div>
      )}
    </RecordGate>
  );
}
