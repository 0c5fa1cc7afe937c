import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Portal } from "../../../shared/portal";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { staffNs } from "../../lib/staff-texts";
import { useUpdatePortal } from "./api/update-portal";
import { PortalForm } from "./portal-form";

/** Edit Portal (an alert in the spec): the portal's details in a dialog, saved with PATCH. */
export function PortalEditDialog({
  portal,
  open,
  onOpenChange,
}: {
  portal: Portal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(staffNs);
  const update = useUpdatePortal(portal.portalIdentity);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} className="max-w-3xl">
        <DialogTitle>{t("portalForm.editTitle", { name: portal.QsmConfigName })}</DialogTitle>
        <DialogDescription>{t("portalForm.editLead")}</DialogDescription>
        <PortalForm
          initial={portal}
          submitLabel={t("portalForm.save")}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values);
            toast.success(t("portalForm.saved", { name: saved.QsmConfigName }));
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
