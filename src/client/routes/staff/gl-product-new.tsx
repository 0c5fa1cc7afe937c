import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { pathTo } from "../../../shared/routes";
import { PermissionGate } from "../../components/permission-gate";
import { useCreateGlProduct } from "../../features/gl-products/api/create-gl-product";
import { emptyGlProductDraft } from "../../features/gl-products/gl-product-draft";
import { GlProductForm } from "../../features/gl-products/gl-product-form";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("glProductNew");

function NewGlProduct() {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const create = useCreateGlProduct();
  const list = pathTo("glProducts");
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={list} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("glProductDetail.back")}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("glProductForm.newTitle")}</h1>
        <p className="text-muted-foreground">{t("glProductForm.newLead")}</p>
      </div>
      <div className="rounded-lg border border-border bg-surface p-6">
        <GlProductForm
          productId={null}
          initial={emptyGlProductDraft}
          submitLabel={t("glProductForm.create")}
          call="create"
          onSubmit={async (product) => {
            const created = await create.mutateAsync(product);
            toast.success(t("glProductForm.created", { name: created.name }));
            await navigate(pathTo("glProductDetail", { productId: created.id }));
          }}
          onCancel={() => void navigate(list)}
        />
      </div>
    </div>
  );
}

/** New Product (/gl-products/new): staff only, as the API allows; then the new product's page. */
export default function GlProductNewPage() {
  return (
    <PermissionGate permission="glProducts.write">
      <NewGlProduct />
    </PermissionGate>
  );
}
