import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { workflowTransitions, type Document, type WorkflowAction } from "../../../shared/document";
import { can } from "../../../shared/permissions";
import { Workflow } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/textarea";
import { apiRequest } from "../../lib/api/api-client";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { portalKeys } from "../portals/portal-queries";
import { documentKeys } from "./document-queries";

/**
 * The workflow menu (SPEC §3 approve, reject, Send for Review), for real:
 * only the moves the document's status allows, approval and rejection only
 * for staff; each move is confirmed, rejection with a reason.
 */
export function WorkflowActions({
  ns,
  document,
  presentation = "buttons",
}: {
  ns: string;
  document: Document;
  /** Buttons on the document's page; a compact menu in a table row. */
  presentation?: "buttons" | "menu";
}) {
  const { t } = useTranslation(ns);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<WorkflowAction | null>(null);
  const [reason, setReason] = useState("");
  const [reasonMissing, setReasonMissing] = useState(false);

  const move = useMutation({
    mutationFn: (body: { action: WorkflowAction; reason?: string }) =>
      apiRequest<Document>(`/api/documents/${document.id}/workflow`, { method: "POST", body: JSON.stringify(body) }),
    onSuccess: async (moved) => {
      toast.success(t("documentDetail.moved", { name: moved.name, status: t(`documentStatus.${moved.status}`) }));
      setConfirming(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
        // The portal's counts and Recent Activity change with its documents.
        queryClient.invalidateQueries({ queryKey: portalKeys.all }),
      ]);
    },
    onError: (error) => toast.error(t("documentDetail.moveFailed"), { description: error.message }),
  });

  const allowed = (Object.keys(workflowTransitions[document.status]) as WorkflowAction[]).filter(
    (action) => action === "review" || can(user.role, "documents.approve"),
  );

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (confirming === "reject" && !reason.trim()) return setReasonMissing(true);
    move.mutate({ action: confirming!, reason: confirming === "reject" ? reason.trim() : undefined });
  }

  const ask = (action: WorkflowAction) => {
    setReason("");
    setReasonMissing(false);
    setConfirming(action);
  };

  if (allowed.length === 0) {
    return presentation === "menu" ? null : <p className="text-muted-foreground">{t("documentDetail.noActions")}</p>;
  }
  return (
    <>
      {presentation === "menu" ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t("documentDetail.workflowFor", { name: document.name })}>
              <Workflow aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {allowed.map((action) => (
              <DropdownMenuItem key={action} onSelect={() => ask(action)}>
                {t(`documentDetail.${action}`)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        <div className="flex flex-wrap gap-2">
          {allowed.map((action) => (
            <Button
              key={action}
              variant={action === "reject" ? "destructive" : action === "approve" ? "primary" : "outline"}
              onClick={() => ask(action)}
            >
              {t(`documentDetail.${action}`)}
            </Button>
          ))}
        </div>
      )}
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent closeLabel={t("common.close")}>
          <form onSubmit={confirm} className="space-y-5" noValidate>
            <DialogTitle>
              {confirming === "reject"
                ? t("documentDetail.rejectTitle", { name: document.name })
                : t(`documentDetail.${confirming ?? "review"}`)}
            </DialogTitle>
            {confirming === "reject" ? (
              <FormField
                label={t("documentDetail.reason")}
                error={reasonMissing ? t("documentDetail.reasonRequired") : undefined}
                required
              >
                {(control) => (
                  <Textarea {...control} value={reason} onChange={(event) => setReason(event.target.value)} />
                )}
              </FormField>
            ) : (
              <DialogDescription>
                {confirming === "approve"
                  ? t("documentDetail.confirmApprove", { name: document.name })
                  : `${t("documentDetail.review")}: ${document.name}`}
              </DialogDescription>
            )}
            <div className="flex gap-3">
              <Button type="submit" disabled={move.isPending}>
                {t("documentDetail.confirm")}
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(null)}>
                {t("documentDetail.cancel")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
