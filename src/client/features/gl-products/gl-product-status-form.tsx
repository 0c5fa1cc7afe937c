import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { glProductChangeSchema, glProductStatuses, type GlProduct } from "../../../shared/gl-product";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Select } from "../../components/ui/select";
import { staffNs } from "../../lib/staff-texts";
import { useEditGlProduct } from "./api/edit-gl-product";
import { toastGlFailure } from "./gl-failure-toast";

/** The product page's quick status change (a draft goes on sale, an old product stops): only the status is sent. */
export function GlProductStatusForm({ product }: { product: GlProduct }) {
  const { t } = useTranslation(staffNs);
  const edit = useEditGlProduct(product.id);
  const form = useZodForm(glProductChangeSchema, { status: product.status as string });
  return (
    <Form
      form={form}
      onSubmit={async (change) => {
        const saved = await edit.mutateAsync(change);
        toast.success(t("glProductDetail.statusChanged", { name: saved.name, status: t(`glStatus.${saved.status}`) }));
        form.reset({ status: saved.status });
      }}
      onFailure={(error) => toastGlFailure("edit", error)}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-40 flex-1">
        <Field name="status" label={t("glProductForm.status")}>
          {(control) => (
            <Select
              {...control}
              options={glProductStatuses.map((value) => ({ value, label: t(`glStatus.${value}`) }))}
            />
          )}
        </Field>
      </div>
      <SubmitButton variant="outline" pending={t("glProductForm.saving")}>
        {t("glProductDetail.changeStatus")}
      </SubmitButton>
    </Form>
  );
}
