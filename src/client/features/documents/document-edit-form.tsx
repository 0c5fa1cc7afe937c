import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { documentChangeSchema, type Document, type DocumentChange } from "../../../shared/document";
import { pathTo } from "../../../shared/routes";
import { CheckboxField } from "../../components/form/checkbox-field";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { staffNs } from "../../lib/staff-texts";
import { useUpdateDocument } from "./api/update-document";
import { DocumentChoiceField } from "./document-choice-field";

/**
 * A document's details: its name, category, priority and whether the insured
 * sees it. Saved with the server's own schema, then the document's page;
 * leaving with unsaved changes asks first.
 */
export function DocumentEditForm({ document }: { document: Document }) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const update = useUpdateDocument(document.id);
  const form = useZodForm(documentChangeSchema, {
    name: document.name,
    category: document.category as string,
    priority: document.priority as string,
    visibleToInsured: document.visibleToInsured,
  });
  const detail = pathTo("documentDetail", { documentId: document.id });

  async function save(change: DocumentChange) {
    const saved = await update.mutateAsync(change);
    toast.success(t("documentDetail.saved", { name: saved.name }));
    await navigate(detail);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      onFailure={(error) => toast.error(t("documentDetail.saveFailed"), { description: (error as Error).message })}
      // The name is the one field that can be wrong; its label says what to give.
      errorText={(field, error) => (field === "name" ? t("documentDetail.name") : error.message)}
      guardUnsaved
      className="space-y-5 rounded-lg border border-border bg-surface p-6"
    >
      <Field name="name" label={t("documentDetail.name")} required>
        {(control) => <Input {...control} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <DocumentChoiceField name="category" label={t("documentDetail.category")} />
        <DocumentChoiceField name="priority" label={t("documentDetail.priority")} />
      </div>
      <CheckboxField name="visibleToInsured" label={t("documentDetail.visibleToInsured")} />
      <div className="flex gap-3">
        <SubmitButton pending={t("documentDetail.saving")}>{t("documentDetail.save")}</SubmitButton>
        <Button asChild variant="outline">
          <Link to={detail}>{t("documentDetail.cancel")}</Link>
        </Button>
      </div>
    </Form>
  );
}
