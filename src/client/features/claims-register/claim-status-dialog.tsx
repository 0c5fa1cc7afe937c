import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { claimNoteMaxLength, claimStatuses, type ClaimStatus, type ClaimSummary } from "../../../shared/claim";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { useStatusMove } from "../../hooks/use-status-move";
import { staffNs } from "../../lib/staff-texts";
import { ClaimTimeline } from "./claim-timeline";

/**
 * A claim's row action: its timeline, and the one control that moves it
 * along, with an optional note the insured reads in the e-mail the change sends.
 */
export function ClaimStatusDialog({ claim }: { claim: ClaimSummary }) {
  const { t } = useTranslation(staffNs);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ClaimStatus>(claim.status);
  const [note, setNote] = useState("");
  const move = useStatusMove<ClaimSummary, ClaimStatus>({
    path: "/api/claims",
    listKey: "claims",
    done: (moved) => t("claims.moved", { number: moved.claimNumber, status: t(`claimStatus.${moved.status}`) }),
    failed: t("claims.moveFailed"),
  });

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setStatus(claim.status);
      setNote("");
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ row: claim, status, note: note.trim() }, { onSuccess: () => setNote("") });
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
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
        <form onSubmit={submit} className="space-y-4">
          <FormField label={t("claims.statusOf", { number: claim.claimNumber })}>
            {(control) => (
              <Select
                {...control}
                value={status}
                onChange={(event) => setStatus(event.target.value as ClaimStatus)}
                options={claimStatuses.map((value) => ({ value, label: t(`claimStatus.${value}`) }))}
              />
            )}
          </FormField>
          <FormField label={t("claims.update.note")} hint={t("claims.update.noteHint")}>
            {(control) => (
              <Textarea
                {...control}
                value={note}
                maxLength={claimNoteMaxLength}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={move.isPending || status === claim.status}>
            {t("claims.update.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
