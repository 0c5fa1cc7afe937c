import { useMutation } from "@tanstack/react-query";
import type { InsuredAccount, NewAccount } from "../../../../shared/insured-account";
import { apiRequest } from "../../../lib/api/api-client";
import { searchParams } from "../../../lib/search-params";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/Account_OnSave?accountId=: the whole account as the form holds it (an agent left out stays). */
export const saveInsuredAccount = (id: string, account: NewAccount) =>
  apiRequest<InsuredAccount>(`/api/Account_OnSave?${searchParams({ accountId: id })}`, {
    method: "POST",
    body: JSON.stringify(account),
  });

export function useSaveInsuredAccount(id: string) {
  // The accounts, and the policies, which show their account's name.
  const refresh = useRefresh(queryRoots.accounts, queryRoots.policies);
  return useMutation({ mutationFn: (account: NewAccount) => saveInsuredAccount(id, account), onSuccess: refresh });
}
