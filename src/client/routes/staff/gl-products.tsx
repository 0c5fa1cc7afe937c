import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import {
  glPageSizes,
  glProductListSchema,
  glProductStatuses,
  glProductTypes,
  type GlProduct,
} from "../../../shared/gl-product";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { choicesWithAll, FilterBar } from "../../components/lists/filter-bar";
import { QueryTable } from "../../components/lists/query-table";
import { Button } from "../../components/ui/button";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { DeleteProductDialog } from "../../features/gl-products/delete-product-dialog";
import { glProductColumns } from "../../features/gl-products/gl-product-columns";
import { useGlProducts } from "../../features/gl-products/api/list-gl-products";
import { glFailure } from "../../features/gl-products/api/gl-failure";
import { listTexts, staffNs } from "../../lib/staff-texts";
import { useUrlState } from "../../hooks/use-url-state";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("glProducts");

const defaults = {
  searchTerm: "",
  productType: "",
  status: "",
  sortBy: "name",
  sortDirection: "asc",
  page: 1,
  pageSize: 10,
};

/**
 * SPEC §2 GL Products: filtered, sorted and paged (10/25/50/100); a row opens
 * the product; staff add products and delete them after a confirmation.
 */
export default function GlProductsPage() {
  const { t, i18n } = useTranslation(staffNs);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [view, setView] = useUrlState(defaults);
  const [deleting, setDeleting] = useState<GlProduct | null>(null);
  const list = glProductListSchema.catch(glProductListSchema.parse({})).parse({
    ...view,
    searchTerm: view.searchTerm || undefined,
    productType: view.productType || undefined,
    status: view.status || undefined,
  });
  const products = useGlProducts(list);
  const mayWrite = can(user.role, "glProducts.write");
  const columns = useMemo(
    () => glProductColumns(t, i18n.language, mayWrite ? setDeleting : null),
    [t, i18n.language, mayWrite],
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{t("glProducts.title")}</h1>
          <p className="text-muted-foreground">{mayWrite ? t("glProducts.lead") : t("glProducts.leadReadOnly")}</p>
        </div>
        {mayWrite && (
          <Button asChild>
            <Link to={pathTo("glProductNew")}>
              <Plus aria-hidden="true" />
              {t("glProducts.new")}
            </Link>
          </Button>
        )}
      </div>
      <FilterBar
        key={view.searchTerm}
        label={t("glProducts.filters.label")}
        searchButtonLabel={t("common.search")}
        search={{ name: "searchTerm", label: t("glProducts.filters.search"), value: view.searchTerm }}
        selects={[
          {
            name: "productType",
            label: t("glProducts.columns.productType"),
            value: view.productType,
            options: choicesWithAll(t("glProducts.filters.allTypes"), glProductTypes, (type) =>
              t(`glProductType.${type}`),
            ),
          },
          {
            name: "status",
            label: t("glProducts.columns.status"),
            value: view.status,
            options: choicesWithAll(t("common.allStatuses"), glProductStatuses, (status) => t(`glStatus.${status}`)),
          },
        ]}
        onChange={setView}
      />
      <QueryTable<GlProduct>
        query={products}
        columns={columns}
        rowKey={(product) => product.id}
        texts={listTexts(t, "glProducts", { loadFailed: glFailure("list") })}
        sort={{ sortBy: list.sortBy, sortDirection: list.sortDirection }}
        onViewChange={setView}
        onRowOpen={(product) => void navigate(pathTo("glProductDetail", { productId: product.id }))}
        pageSizes={glPageSizes}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
