import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { GlProduct } from "../../../shared/gl-product";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { staffNs } from "../../lib/staff-texts";
import { useDeleteGlProduct } from "./api/delete-gl-product";

/** SPEC §8's delete confirmation, "Are you sure you want to delete this product?", then the real delete. */
export function DeleteProductDialog({ product, onClose }: { product: GlProduct | null; onClose: () => void }) {
  const { t } = useTranslation(staffNs);
  const remove = useDeleteGlProduct();
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common.close")}>
        <DialogTitle>{t("glProducts.deleteTitle", { name: product?.name ?? "" })}</DialogTitle>
        <DialogDescription className="mt-2">{t("glProducts.deleteConfirm")}</DialogDescription>
        <div className="mt-6 flex gap-3">
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(product!, {
                onSuccess: () => {
                  toast.success(t("glProducts.deleted", { name: product!.name }));
                  onClose();
                },
                onError: (error) => toast.error(t("glProducts.deleteFailed"), { description: error.message }),
              })
            }
          >
            {t("glProducts.delete")}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
