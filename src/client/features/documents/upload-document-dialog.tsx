import { Upload } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { UploadDocumentForm } from "./upload-document-form";

/**
 * Upload Document / Upload New Document / Add Document (no action in the
 * spec): a dialog with the upload form, onto the portal when one is given.
 * Closing it forgets the choice.
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
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Upload aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <UploadDocumentForm ns={ns} portalId={portalId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
