import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { GlProduct } from "../../../shared/gl-product";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { staffNs } from "../../lib/staff-texts";
import { useDeleteGlProduct } from "./api/delete-gl-product";

/** SPEC §8's delete confirmation, "Are you sure you want to delete this product?", then the real delete. */
export function DeleteProductDialog({ product, onClose }: { product: GlProduct | null; onClose: () => void }) {
  const { t } = useTranslation(staffNs);
  const remove = useDeleteGlProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      texts={{
        title: t("glProducts.deleteTitle", { name: product?.name ?? "" }),
        body: t("glProducts.deleteConfirm"),
        confirm: t("glProducts.delete"),
        cancel: t("common.cancel"),
        close: t("common.close"),
      }}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(product!, {
          onSuccess: () => {
            toast.success(t("glProducts.deleted", { name: product!.name }));
            onClose();
          },
          onError: (error) => toast.error(t("glProducts.deleteFailed"), { description: error.message }),
        })
      }
      onCancel={onClose}
    />
  );
}
