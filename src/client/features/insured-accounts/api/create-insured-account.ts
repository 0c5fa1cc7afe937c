import { useMutation } from "@tanstack/react-query";
import type { InsuredAccount, NewAccount } from "../../../../shared/insured-account";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/Account_OnNew: the account number comes from the database. */
export const createInsuredAccount = (account: NewAccount) =>
  apiRequest<InsuredAccount>("/api/Account_OnNew", { method: "POST", body: JSON.stringify(account) });

export function useCreateInsuredAccount() {
  const refresh = useRefresh(queryRoots.accounts);
  return useMutation({ mutationFn: createInsuredAccount, onSuccess: refresh });
}
