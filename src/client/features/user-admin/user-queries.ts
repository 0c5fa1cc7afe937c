import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ManagedUser, UserChange, UserInvitation } from "../../../shared/user-admin";
import { apiRequest } from "../../lib/api/api-client";

const usersKey = ["users"] as const;

export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: () => apiRequest<ManagedUser[]>("/api/users") });
}

function useUserMutation<Input>(call: (input: Input) => Promise<ManagedUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** POST /api/users: the account, and the e-mailed link to choose a password. */
export const useInviteUser = () =>
  useUserMutation((invitation: UserInvitation) =>
    apiRequest<ManagedUser>("/api/users", { method: "POST", body: JSON.stringify(invitation) }),
  );

/** PATCH /api/users/{id}: a role, or active / deactivated. */
export const useChangeUser = () =>
  useUserMutation(({ id, change }: { id: string; change: UserChange }) =>
    apiRequest<ManagedUser>(`/api/users/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify(change) }),
  );

/** POST /api/users/{id}/invitation: a new link. */
export const useResendInvitation = () =>
  useUserMutation((user: ManagedUser) =>
    apiRequest<ManagedUser>(`/api/users/${encodeURIComponent(user.id)}/invitation`, { method: "POST" }),
  );
