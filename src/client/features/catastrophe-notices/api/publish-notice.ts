import { useMutation } from "@tanstack/react-query";
import type { Notice, NoticeInput } from "../../../../shared/catastrophe-notice";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/notices: both texts, the window it shows in and an optional link. */
export const publishNotice = (notice: NoticeInput) =>
  apiRequest<Notice>("/api/notices", { method: "POST", body: JSON.stringify(notice) });

export function usePublishNotice() {
  const refresh = useRefresh(queryRoots.notices);
  return useMutation({ mutationFn: publishNotice, onSuccess: refresh });
}
