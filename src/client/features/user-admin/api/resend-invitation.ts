import { useMutation } from "@tanstack/react-query";
import type { ManagedUser } from "../../../../shared/user-admin";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/users/{id}/invitation: a new link to choose a password. */
export const resendInvitation = (user: ManagedUser) =>
  apiRequest<ManagedUser>(`/api/users/${encodeURIComponent(user.id)}/invitation`, { method: "POST" });

export function useResendInvitation() {
  const refresh = useRefresh(queryRoots.users);
  return useMutation({ mutationFn: resendInvitation, onSuccess: refresh });
}
