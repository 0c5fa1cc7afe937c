import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { GlProduct, GlProductList } from "../../../../shared/gl-product";
import type { Page } from "../../../../shared/page";
import { apiRequest } from "../../../lib/api/api-client";
import { searchParams } from "../../../lib/search-params";
import { glFailure } from "./gl-failure";
import { glProductKeys } from "./gl-product-keys";

/** GET /api/gl-products with the SPEC §3 list query. */
export const listGlProducts = (list: GlProductList) =>
  apiRequest<Page<GlProduct>>(`/api/gl-products?${searchParams(list)}`, { fallbackMessage: glFailure("list") });

export const glProductsQuery = (list: GlProductList) =>
  queryOptions({
    queryKey: glProductKeys.list(list),
    queryFn: () => listGlProducts(list),
    placeholderData: keepPreviousData,
  });

export const useGlProducts = (list: GlProductList) => useQuery(glProductsQuery(list));
