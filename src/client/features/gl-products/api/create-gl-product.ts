import { useMutation } from "@tanstack/react-query";
import type { GlProduct, NewGlProduct } from "../../../../shared/gl-product";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";
import { glFailure } from "./gl-failure";

/** POST /api/gl-products: a new product (status draft unless given). */
export const createGlProduct = (product: NewGlProduct) =>
  apiRequest<GlProduct>("/api/gl-products", {
    method: "POST",
    body: JSON.stringify(product),
    fallbackMessage: glFailure("create"),
  });

export function useCreateGlProduct() {
  const refresh = useRefresh(queryRoots.glProducts);
  return useMutation({ mutationFn: createGlProduct, onSuccess: refresh });
}
