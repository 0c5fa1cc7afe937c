import { useMutation } from "@tanstack/react-query";
import type { PasswordChange } from "../../../../shared/own-account";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/account/password: a new password, given the current one; the other devices are signed out. */
export const changePassword = (change: PasswordChange) =>
  apiRequest<null>("/api/account/password", { method: "POST", body: JSON.stringify(change) });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
