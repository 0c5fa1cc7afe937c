import { useMutation } from "@tanstack/react-query";
import type { GlProduct, GlProductChange } from "../../../../shared/gl-product";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";
import { glFailure } from "./gl-failure";

/** PATCH /api/gl-products/{id}: only the fields sent change (the product page's status change). */
export const editGlProduct = (id: string, change: GlProductChange) =>
  apiRequest<GlProduct>(`/api/gl-products/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: JSON.stringify(change),
    fallbackMessage: glFailure("edit"),
  });

export function useEditGlProduct(id: string) {
  const refresh = useRefresh(queryRoots.glProducts);
  return useMutation({ mutationFn: (change: GlProductChange) => editGlProduct(id, change), onSuccess: refresh });
}
