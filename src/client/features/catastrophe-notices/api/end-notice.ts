import { useMutation } from "@tanstack/react-query";
import type { Notice } from "../../../../shared/catastrophe-notice";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/notices/{id}/end: a showing notice stops now. */
export const endNotice = (id: string) =>
  apiRequest<Notice>(`/api/notices/${encodeURIComponent(id)}/end`, { method: "POST" });

export function useEndNotice() {
  const refresh = useRefresh(queryRoots.notices);
  return useMutation({ mutationFn: endNotice, onSuccess: refresh });
}
