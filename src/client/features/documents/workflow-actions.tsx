import { Workflow } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { workflowTransitions, type Document, type WorkflowAction } from "../../../shared/document";
import { can } from "../../../shared/permissions";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { WorkflowConfirmForm } from "./workflow-confirm-form";

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
  const [confirming, setConfirming] = useState<WorkflowAction | null>(null);

  const allowed = (Object.keys(workflowTransitions[document.status]) as WorkflowAction[]).filter(
    (action) => action === "review" || can(user.role, "documents.approve"),
  );

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
              <DropdownMenuItem key={action} onSelect={() => setConfirming(action)}>
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
              onClick={() => setConfirming(action)}
            >
              {t(`documentDetail.${action}`)}
            </Button>
          ))}
        </div>
      )}
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent closeLabel={t("common.close")}>
          {confirming && (
            <WorkflowConfirmForm ns={ns} document={document} action={confirming} onClose={() => setConfirming(null)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
