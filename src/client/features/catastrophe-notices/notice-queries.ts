import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Notice, NoticeInput } from "../../../shared/catastrophe-notice";
import { apiRequest } from "../../lib/api/api-client";

const noticesKey = ["catastrophe-notices"] as const;

export function useNotices() {
  return useQuery({ queryKey: noticesKey, queryFn: () => apiRequest<Notice[]>("/api/notices") });
}

function useNoticeMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }) });
}

/** POST /api/notices */
export const usePublishNotice = () =>
  useNoticeMutation((notice: NoticeInput) =>
    apiRequest<Notice>("/api/notices", { method: "POST", body: JSON.stringify(notice) }),
  );

/** POST /api/notices/{id}/end: a showing notice stops now. */
export const useEndNotice = () =>
  useNoticeMutation((id: string) =>
    apiRequest<Notice>(`/api/notices/${encodeURIComponent(id)}/end`, { method: "POST" }),
  );

/** DELETE /api/notices/{id} */
export const useDeleteNotice = () =>
  useNoticeMutation((id: string) => apiRequest<null>(`/api/notices/${encodeURIComponent(id)}`, { method: "DELETE" }));
