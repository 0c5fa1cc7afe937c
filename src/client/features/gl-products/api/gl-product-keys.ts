import type { GlProductList } from "../../../../shared/gl-product";
import { queryRoots } from "../../../lib/api/query-roots";

export const glProductKeys = {
  list: (list: GlProductList) => [queryRoots.glProducts, "list", list] as const,
  one: (id: string) => [queryRoots.glProducts, "one", id] as const,
};
