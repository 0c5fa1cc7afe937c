import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ApiKey } from "../../../shared/api-key";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={apiKey !== null}
      texts={{
        title: t("apiKeys.revokeTitle", { name: apiKey?.name ?? "" }),
        body: t("apiKeys.revokeBody"),
        confirm: t("apiKeys.revoke"),
        cancel: t("common.cancel"),
        close: t("common.close"),
      }}
      pending={revoke.isPending}
      onConfirm={() =>
        revoke.mutate(apiKey!.id, {
          onSuccess: () => {
            revoked.current = true;
            toast.success(t("apiKeys.revoked", { name: apiKey!.name }));
            onClose();
          },
          onError: (error) => toast.error(t("apiKeys.revokeFailed"), { description: error.message }),
        })
      }
      onCancel={onClose}
      onCloseAutoFocus={(event) => {
        if (!revoked.current) return;
        revoked.current = false;
        event.preventDefault();
        afterRevoke();
      }}
    />
  );
}
