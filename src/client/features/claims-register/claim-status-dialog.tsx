import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import {
  claimNoteMaxLength,
  claimStatuses,
  claimStatusChangeSchema,
  type ClaimStatusChange,
  type ClaimSummary,
} from "../../../shared/claim";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { staffNs } from "../../lib/staff-texts";
import { useChangeClaimStatus } from "./api/change-claim-status";
import { ClaimTimeline } from "./claim-timeline";

/** The one control that moves a claim along, with the note the insured reads in the e-mail the change sends. */
function ClaimStatusForm({ claim }: { claim: ClaimSummary }) {
  const { t } = useTranslation(staffNs);
  const change = useChangeClaimStatus(claim.id);
  const form = useZodForm(claimStatusChangeSchema, { status: claim.status as string, note: "" });
  const status = useWatch({ control: form.control, name: "status" });

  async function send(payload: ClaimStatusChange) {
    const moved = await change.mutateAsync(payload);
    toast.success(t("claims.moved", { number: moved.claimNumber, status: t(`claimStatus.${moved.status}`) }));
    form.reset({ status: payload.status, note: "" });
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      onFailure={(error) => toast.error(t("claims.moveFailed"), { description: (error as Error).message })}
      className="space-y-4"
    >
      <Field name="status" label={t("claims.statusOf", { number: claim.claimNumber })}>
        {(control) => (
          <Select {...control} options={claimStatuses.map((value) => ({ value, label: t(`claimStatus.${value}`) }))} />
        )}
      </Field>
      <Field name="note" label={t("claims.update.note")} hint={t("claims.update.noteHint")}>
        {(control) => <Textarea {...control} maxLength={claimNoteMaxLength} />}
      </Field>
      <SubmitButton disabled={status === claim.status} pending={t("claims.update.submit")}>
        {t("claims.update.submit")}
      </SubmitButton>
    </Form>
  );
}

/** A claim's row action: its timeline, and the form that moves it along. */
export function ClaimStatusDialog({ claim }: { claim: ClaimSummary }) {
  const { t } = useTranslation(staffNs);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={t("claims.update.open", { number: claim.claimNumber })}>
          {t("claims.update.button")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-w-xl space-y-6">
        <div className="space-y-2">
          <DialogTitle>{t("claims.update.title", { number: claim.claimNumber })}</DialogTitle>
          <DialogDescription>{t("claims.update.lead", { email: claim.notifierEmail })}</DialogDescription>
        </div>
        <ClaimTimeline claimId={claim.id} claimNumber={claim.claimNumber} />
        {/* Mounted with each opening, so it starts from where the claim stands. */}
        <ClaimStatusForm claim={claim} />
      </DialogContent>
    </Dialog>
  );
}
