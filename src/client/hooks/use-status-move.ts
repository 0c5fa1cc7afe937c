import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest } from "../lib/api/api-client";

/**
 * PATCH {path}/{id} with a new status (a claim, an agent application) and,
 * for a claim, an optional note: a toast says where the record now stands, or
 * what failed; the queries under `listKey` are refreshed.
 */
export function useStatusMove<Row extends { id: string }, Status extends string>({
  path,
  listKey,
  done,
  failed,
}: {
  path: string;
  listKey: string;
  done: (moved: Row) => string;
  failed: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, status, note }: { row: Row; status: Status; note?: string }) =>
      apiRequest<Row>(`${path}/${encodeURIComponent(row.id)}`, {
        method: "PATCH",
        body: JSON.stringify({ status, note: note || undefined }),
      }),
    onSuccess: async (moved) => {
      toast.success(done(moved));
      await queryClient.invalidateQueries({ queryKey: [listKey] });
    },
    onError: (error) => toast.error(failed, { description: error.message }),
  });
}
