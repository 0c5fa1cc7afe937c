import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountList, InsuredAccount } from "../../../../shared/insured-account";
import type { Page } from "../../../../shared/page";
import { apiRequest } from "../../../lib/api/api-client";
import { searchParams } from "../../../lib/search-params";
import { insuredAccountKeys } from "./insured-account-keys";

/** GET /api/accounts: name or account number, status, pages with totals (an agent's own accounts only). */
export const listInsuredAccounts = (list: AccountList) =>
  apiRequest<Page<InsuredAccount>>(`/api/accounts?${searchParams(list)}`);

export const insuredAccountsQuery = (list: AccountList) =>
  queryOptions({
    queryKey: insuredAccountKeys.list(list),
    queryFn: () => listInsuredAccounts(list),
    placeholderData: keepPreviousData,
  });

export const useInsuredAccounts = (list: AccountList) => useQuery(insuredAccountsQuery(list));
