import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { GlProduct } from "../../../shared/gl-product";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import { PermissionGate } from "../../components/permission-gate";
import { useGlProduct } from "../../features/gl-products/api/get-gl-product";
import { useUpdateGlProduct } from "../../features/gl-products/api/update-gl-product";
import { draftOfGlProduct } from "../../features/gl-products/gl-product-draft";
import { GlProductForm } from "../../features/gl-products/gl-product-form";
import { glProductRecordTexts } from "../../features/gl-products/gl-product-record-texts";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("glProductEdit");

function EditGlProduct({ product }: { product: GlProduct }) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const update = useUpdateGlProduct(product.id);
  const detail = pathTo("glProductDetail", { productId: product.id });
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={detail} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("glProductForm.backToProduct", { name: product.name })}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("glProductForm.editTitle", { name: product.name })}</h1>
        <p className="text-muted-foreground">{t("glProductForm.editLead")}</p>
      </div>
      <div className="rounded-lg border border-border bg-surface p-6">
        <GlProductForm
          productId={product.id}
          initial={draftOfGlProduct(product)}
          submitLabel={t("glProductForm.save")}
          call="update"
          onSubmit={async (changed) => {
            const saved = await update.mutateAsync(changed);
            toast.success(t("glProductForm.saved", { name: saved.name }));
            await navigate(detail);
          }}
          onCancel={() => void navigate(detail)}
        />
      </div>
    </div>
  );
}

/** Edit Product (/gl-products/{id}/edit), linked from the product's page: staff only, as the API allows. */
export default function GlProductEditPage() {
  const { t } = useTranslation(staffNs);
  const { productId = "" } = useParams();
  return (
    <PermissionGate permission="glProducts.write">
      <RecordGate query={useGlProduct(productId)} texts={glProductRecordTexts(t)} backTo={pathTo("glProducts")}>
        {(product) => <EditGlProduct product={product} />}
      </RecordGate>
    </PermissionGate>
  );
}
