import { useMutation } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import type { NameChange, OwnAccount } from "../../../../shared/own-account";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** PATCH /api/account/name: the signed-in person's own name. */
export const changeName = (change: NameChange) =>
  apiRequest<OwnAccount>("/api/account/name", { method: "PATCH", body: JSON.stringify(change) });

/** Afterwards the signed-in user is read again (the header shows the name), and the lists that name people. */
export function useChangeName() {
  const revalidator = useRevalidator();
  const refresh = useRefresh(queryRoots.users, queryRoots.agents, queryRoots.policies);
  return useMutation({
    mutationFn: changeName,
    onSuccess: () => Promise.all([revalidator.revalidate(), refresh()]),
  });
}
