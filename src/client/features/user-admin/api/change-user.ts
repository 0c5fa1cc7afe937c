import { useMutation } from "@tanstack/react-query";
import type { ManagedUser, UserChange } from "../../../../shared/user-admin";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** PATCH /api/users/{id}: a role, or active / deactivated. */
export const changeUser = (id: string, change: UserChange) =>
  apiRequest<ManagedUser>(`/api/users/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify(change) });

export function useChangeUser() {
  const refresh = useRefresh(queryRoots.users);
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserChange }) => changeUser(id, change),
    onSuccess: refresh,
  });
}
