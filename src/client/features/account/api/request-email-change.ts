import { useMutation } from "@tanstack/react-query";
import type { EmailChange } from "../../../../shared/own-account";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/account/email: sends the confirmation link to the new address; nothing changes until it is opened. */
export const requestEmailChange = (change: EmailChange) =>
  apiRequest<null>("/api/account/email", { method: "POST", body: JSON.stringify(change) });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
