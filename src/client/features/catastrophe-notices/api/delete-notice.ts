import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** DELETE /api/notices/{id} */
export const deleteNotice = (id: string) =>
  apiRequest<null>(`/api/notices/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteNotice() {
  const refresh = useRefresh(queryRoots.notices);
  return useMutation({ mutationFn: deleteNotice, onSuccess: refresh });
}
