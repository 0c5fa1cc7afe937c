import { useMutation } from "@tanstack/react-query";
import type { ManagedUser, UserInvitation } from "../../../../shared/user-admin";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/users: the account, and the e-mailed link to choose a password. */
export const inviteUser = (invitation: UserInvitation) =>
  apiRequest<ManagedUser>("/api/users", { method: "POST", body: JSON.stringify(invitation) });

export function useInviteUser() {
  const refresh = useRefresh(queryRoots.users);
  return useMutation({ mutationFn: inviteUser, onSuccess: refresh });
}
