import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  workflowRequestSchema,
  type Document,
  type WorkflowAction,
  type WorkflowRequest,
} from "../../../shared/document";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { Textarea } from "../../components/ui/textarea";
import { useMoveDocument } from "./api/move-document";

interface WorkflowDraft {
  action: WorkflowAction;
  reason: string;
}

/** The server's schema; only a rejection carries its reason. */
const workflowFormSchema = formSchema(
  ({ action, reason }: WorkflowDraft) => (action === "reject" ? { action, reason } : { action }),
  workflowRequestSchema,
);

/** Confirms one workflow move of the document; a rejection asks for the reason first. */
export function WorkflowConfirmForm({
  ns,
  document,
  action,
  onClose,
}: {
  ns: string;
  document: Document;
  action: WorkflowAction;
  onClose: () => void;
}) {
  const { t } = useTranslation(ns);
  const move = useMoveDocument(document.id);
  const form = useZodForm(workflowFormSchema, { action, reason: "" });

  async function send(request: WorkflowRequest) {
    const moved = await move.mutateAsync(request);
    toast.success(t("documentDetail.moved", { name: moved.name, status: t(`documentStatus.${moved.status}`) }));
    onClose();
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      onFailure={(error) => toast.error(t("documentDetail.moveFailed"), { description: (error as Error).message })}
      // The rule a rejection breaks is the missing reason; other refusals keep the schema's words.
      errorText={(_field, error) => (error.type === "custom" ? t("documentDetail.reasonRequired") : error.message)}
      className="space-y-5"
    >
      <DialogTitle>
        {action === "reject" ? t("documentDetail.rejectTitle", { name: document.name }) : t(`documentDetail.${action}`)}
      </DialogTitle>
      {action === "reject" ? (
        <Field name="reason" label={t("documentDetail.reason")} required>
          {(control) => <Textarea {...control} />}
        </Field>
      ) : (
        <DialogDescription>
          {action === "approve"
            ? t("documentDetail.confirmApprove", { name: document.name })
            : `${t("documentDetail.review")}: ${document.name}`}
        </DialogDescription>
      )}
      <div className="flex gap-3">
        <SubmitButton pending={t("documentDetail.confirm")}>{t("documentDetail.confirm")}</SubmitButton>
        <Button type="button" variant="outline" onClick={onClose}>
          {t("documentDetail.cancel")}
        </Button>
      </div>
    </Form>
  );
}
