import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GlProduct } from "../../../../shared/gl-product";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessNotFound } from "../../../lib/api/retry-rules";
import { glFailure } from "./gl-failure";
import { glProductKeys } from "./gl-product-keys";

/** GET /api/gl-products/{id}; a 404 (unknown or archived) is the not-found state, not an error to retry. */
export const getGlProduct = (id: string) =>
  apiRequest<GlProduct>(`/api/gl-products/${encodeURIComponent(id)}`, { fallbackMessage: glFailure("open") });

export const glProductQuery = (id: string) =>
  queryOptions({ queryKey: glProductKeys.one(id), queryFn: () => getGlProduct(id), retry: retryUnlessNotFound });

export const useGlProduct = (id: string) => useQuery(glProductQuery(id));
