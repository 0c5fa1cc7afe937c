import { useMutation } from "@tanstack/react-query";
import type { GlProduct } from "../../../../shared/gl-product";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** DELETE /api/gl-products/{id}: the product is archived and leaves the list. */
export const deleteGlProduct = (product: GlProduct) =>
  apiRequest<null>(`/api/gl-products/${encodeURIComponent(product.id)}`, { method: "DELETE" });

export function useDeleteGlProduct() {
  const refresh = useRefresh(queryRoots.glProducts);
  return useMutation({ mutationFn: deleteGlProduct, onSuccess: refresh });
}
