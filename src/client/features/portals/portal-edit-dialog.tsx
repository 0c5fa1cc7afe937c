import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Portal } from "../../../shared/portal";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { refusedFields } from "../../lib/form-validation";
import { staffNs } from "../../lib/staff-texts";
import { PortalForm } from "./portal-form";
import { useUpdatePortal } from "./portal-mutations";

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
          pending={update.isPending}
          refused={refusedFields(update.error)}
          onSubmit={(values) =>
            update.mutate(values, {
              onSuccess: (saved) => {
                toast.success(t("portalForm.saved", { name: saved.QsmConfigName }));
                onOpenChange(false);
              },
              onError: (error) => toast.error(t("portalForm.saveFailed"), { description: error.message }),
            })
          }
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
