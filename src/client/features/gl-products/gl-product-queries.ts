import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GlProduct, GlProductList } from "../../../shared/gl-product";
import { apiRequest } from "../../lib/api/api-client";
import { searchParams } from "../../lib/search-params";
import type { Page } from "../../../shared/page";

/** GET /api/gl-products with the SPEC §3 list query. */
export function useGlProducts(list: GlProductList) {
  return useQuery({
    queryKey: ["gl-products", list],
    queryFn: () => apiRequest<Page<GlProduct>>(`/api/gl-products?${searchParams(list)}`),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/gl-products/{id}: the product is archived and leaves the list. */
export function useDeleteGlProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: GlProduct) => apiRequest<null>(`/api/gl-products/${product.id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["gl-products"] }),
  });
}
