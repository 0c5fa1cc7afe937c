import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { GlProduct } from "../../../shared/gl-product";
import { formatMoney } from "../../../shared/format";
import { pathTo } from "../../../shared/routes";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { formatCalendarDate } from "../../lib/format-date";

/** The GL product list: what a product is (its name opens it), when, for how much; Delete only for those who may write. */
export function glProductColumns(
  t: TFunction,
  language: string,
  onDelete: ((product: GlProduct) => void) | null,
): ColumnDef<GlProduct, unknown>[] {
  const day = (iso: string) => formatCalendarDate(iso, language);
  const columns: ColumnDef<GlProduct, unknown>[] = [
    {
      id: "name",
      header: t("glProducts.columns.name"),
      meta: { sortField: "name" },
      cell: ({ row }) => (
        <div className="space-y-1">
          <Link
            to={pathTo("glProductDetail", { productId: row.original.id })}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {row.original.name}
          </Link>
          {row.original.description && <p className="text-muted-foreground">{row.original.description}</p>}
        </div>
      ),
    },
    {
      id: "productType",
      header: t("glProducts.columns.productType"),
      meta: { sortField: "productType" },
      cell: ({ row }) => t(`glProductType.${row.original.productType}`),
    },
    {
      id: "status",
      header: t("glProducts.columns.status"),
      meta: { sortField: "status" },
      cell: ({ row }) => <StatusBadge status={row.original.status} label={t(`glStatus.${row.original.status}`)} />,
    },
    {
      id: "effective",
      header: t("glProducts.columns.effective"),
      meta: { sortField: "effectiveDate" },
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.expirationDate
            ? `${day(row.original.effectiveDate)} – ${day(row.original.expirationDate)}`
            : t("glProducts.from", { date: day(row.original.effectiveDate) })}
        </span>
      ),
    },
    {
      id: "premium",
      header: t("glProducts.columns.premium"),
      meta: { sortField: "premium", align: "end" },
      cell: ({ row }) => formatMoney(row.original.premium),
    },
    {
      id: "coverage",
      header: t("glProducts.columns.coverage"),
      cell: ({ row }) => row.original.coverage.join(", ") || "–",
    },
    { id: "forms", header: t("glProducts.columns.forms"), cell: ({ row }) => row.original.forms.length },
  ];
  if (!onDelete) return columns;
  return [
    ...columns,
    {
      id: "actions",
      header: t("glProducts.columns.actions"),
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("glProducts.deleteNamed", { name: row.original.name })}
          onClick={() => onDelete(row.original)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ),
    },
  ];
}
