import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InsuredAccount } from "../../../../shared/insured-account";
import { apiRequest } from "../../../lib/api/api-client";
import { searchParams } from "../../../lib/search-params";
import { retryUnlessNotFound } from "../../../lib/api/retry-rules";
import { insuredAccountKeys } from "./insured-account-keys";

/** GET /api/Account_OnOpen?accountId=: one account; a 404 (unknown, or not the agent's) is the not-found state. */
export const getInsuredAccount = (id: string) =>
  apiRequest<InsuredAccount>(`/api/Account_OnOpen?${searchParams({ accountId: id })}`);

export const insuredAccountQuery = (id: string) =>
  queryOptions({
    queryKey: insuredAccountKeys.one(id),
    queryFn: () => getInsuredAccount(id),
    retry: retryUnlessNotFound,
  });

export const useInsuredAccount = (id: string, { enabled = true } = {}) =>
  useQuery({ ...insuredAccountQuery(id), enabled });
