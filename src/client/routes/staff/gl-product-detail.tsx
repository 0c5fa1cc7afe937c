import { ArrowLeft, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatMoney } from "../../../shared/format";
import { glFormCatalogue, type GlProduct } from "../../../shared/gl-product";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { Facts, RecordCard } from "../../components/lists/facts";
import { KeyFigure } from "../../components/lists/key-figure";
import { RecordGate } from "../../components/lists/record-gate";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { useGlProduct } from "../../features/gl-products/api/get-gl-product";
import { glProductRecordTexts } from "../../features/gl-products/gl-product-record-texts";
import { GlProductStatusForm } from "../../features/gl-products/gl-product-status-form";
import { formatCalendarDate, formatMoment } from "../../lib/format-date";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("glProductDetail");

const formTitles = new Map<string, string>(glFormCatalogue.map((form) => [form.number, form.title]));

function GlProductView({ product }: { product: GlProduct }) {
  const { t, i18n } = useTranslation(staffNs);
  const mayWrite = can(useCurrentUser().role, "glProducts.write");
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, "long");
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("glProducts")} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("glProductDetail.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold break-words text-primary">{product.name}</h1>
          <p className="text-lg">{t(`glProductType.${product.productType}`)}</p>
          <StatusBadge status={product.status} label={t(`glStatus.${product.status}`)} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {mayWrite && (
            <Button asChild variant="outline">
              <Link to={pathTo("glProductEdit", { productId: product.id })}>
                <Pencil aria-hidden="true" />
                {t("glProductDetail.edit")}
              </Link>
            </Button>
          )}
          <KeyFigure
            label={t("glProductForm.premium")}
            value={formatMoney(product.premium)}
            testId="gl-product-premium"
          />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <RecordCard title={t("glProductDetail.details")}>
            <Facts
              items={[
                [t("glProductForm.productType"), t(`glProductType.${product.productType}`)],
                [
                  t("glProductForm.status"),
                  <StatusBadge key="status" status={product.status} label={t(`glStatus.${product.status}`)} />,
                ],
                [t("glProductForm.effectiveDate"), date(product.effectiveDate)],
                [
                  t("glProductForm.expirationDate"),
                  product.expirationDate ? date(product.expirationDate) : t("glProductDetail.noExpiration"),
                ],
                [t("glProductForm.premium"), formatMoney(product.premium)],
                [t("glProductForm.description"), product.description || "–"],
              ]}
            />
          </RecordCard>
          <RecordCard title={t("glProductForm.coverage")}>
            <ul className="list-disc space-y-1 pl-5">
              {product.coverage.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </RecordCard>
          <RecordCard title={t("glProductForm.forms")}>
            {product.forms.length === 0 ? (
              <p className="text-muted-foreground">{t("glProductDetail.noForms")}</p>
            ) : (
              <ul className="space-y-2">
                {product.forms.map((number) => (
                  <li key={number}>
                    <span className="font-medium whitespace-nowrap">{number}</span>
                    {formTitles.has(number) && (
                      <span className="block text-sm text-muted-foreground">{formTitles.get(number)}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </RecordCard>
        </div>
        <div className="space-y-6">
          {mayWrite && (
            <RecordCard title={t("glProductDetail.statusTitle")}>
              <GlProductStatusForm key={product.status} product={product} />
            </RecordCard>
          )}
          <RecordCard title={t("glProductDetail.history")}>
            <Facts
              items={[
                [t("glProductDetail.created"), formatMoment(product.createdAt, i18n.language)],
                [t("glProductDetail.updated"), formatMoment(product.updatedAt, i18n.language)],
              ]}
            />
          </RecordCard>
        </div>
      </div>
    </div>
  );
}

/** A GL product's page (/gl-products/{id}): everything it holds; staff edit it or change its status here. */
export default function GlProductDetailPage() {
  const { t } = useTranslation(staffNs);
  const { productId = "" } = useParams();
  return (
    <RecordGate query={useGlProduct(productId)} texts={glProductRecordTexts(t)} backTo={pathTo("glProducts")}>
      {(product) => <GlProductView product={product} />}
    </RecordGate>
  );
}
