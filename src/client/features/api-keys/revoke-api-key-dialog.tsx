import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ApiKey } from "../../../shared/api-key";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { staffNs } from "../../lib/staff-texts";
import { useRevokeApiKey } from "./api/revoke-api-key";

/**
 * Revoking is final and stops every program using the key at once: asked
 * first. Once revoked, its row (and the button that opened this) is gone, so
 * focus goes where `afterRevoke` puts it rather than to the page's start.
 */
export function RevokeApiKeyDialog({
  apiKey,
  onClose,
  afterRevoke,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
  afterRevoke: () => void;
}) {
  const { t } = useTranslation(staffNs);
  const revoke = useRevokeApiKey();
  const revoked = useRef(false);
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t("common.close")}
        onCloseAutoFocus={(event) => {
          if (!revoked.current) return;
          revoked.current = false;
          event.preventDefault();
          afterRevoke();
        }}
      >
        <DialogTitle>{t("apiKeys.revokeTitle", { name: apiKey?.name ?? "" })}</DialogTitle>
        <DialogDescription className="mt-2">{t("apiKeys.revokeBody")}</DialogDescription>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(apiKey!.id, {
                onSuccess: () => {
                  revoked.current = true;
                  toast.success(t("apiKeys.revoked", { name: apiKey!.name }));
                  onClose();
                },
                onError: (error) => toast.error(t("apiKeys.revokeFailed"), { description: error.message }),
              })
            }
          >
            {t("apiKeys.revoke")}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
