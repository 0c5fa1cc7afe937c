import { useMutation } from "@tanstack/react-query";
import type { GlProduct, NewGlProduct } from "../../../../shared/gl-product";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";
import { glFailure } from "./gl-failure";

/** PUT /api/gl-products/{id}: the whole product, as the Edit Product form holds it. */
export const updateGlProduct = (id: string, product: NewGlProduct) =>
  apiRequest<GlProduct>(`/api/gl-products/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: JSON.stringify(product),
    fallbackMessage: glFailure("update"),
  });

export function useUpdateGlProduct(id: string) {
  const refresh = useRefresh(queryRoots.glProducts);
  return useMutation({ mutationFn: (product: NewGlProduct) => updateGlProduct(id, product), onSuccess: refresh });
}
