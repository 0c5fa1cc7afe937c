import { useQueryClient } from "@tanstack/react-query";
import type { queryRoots } from "./query-roots";

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];

/**
 * After a change: every query under these roots is fetched again, the changed
 * area's own and those of the areas that show it (a document's portal), so a
 * feature refreshes another without importing its keys.
 */
export function useRefresh(...roots: QueryRoot[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}
