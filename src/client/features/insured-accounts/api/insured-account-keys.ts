import type { AccountList } from "../../../../shared/insured-account";
import { queryRoots } from "../../../lib/api/query-roots";

export const insuredAccountKeys = {
  list: (list: AccountList) => [queryRoots.accounts, "list", list] as const,
  one: (id: string) => [queryRoots.accounts, "one", id] as const,
};
