import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { PolicyTransaction } from "../../../../shared/policy-transaction";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberKeys } from "./member-keys";

/**
 * GET /api/member/policies/{id}/transactions: the policy's issued changes,
 * newest first, each explained by the server in `language`.
 */
export const listMemberTransactions = (policyId: string, language: string) =>
  apiRequest<PolicyTransaction[]>(`/api/member/policies/${encodeURIComponent(policyId)}/transactions`, {
    headers: { "accept-language": language },
  });

/** Keyed by language too: the explanations are the server's words, so switching language asks again. */
export const memberTransactionsQuery = (policyId: string, language: string) =>
  queryOptions({
    queryKey: memberKeys.transactions(policyId, language),
    queryFn: () => listMemberTransactions(policyId, language),
    retry: retryUnlessRefused,
  });

export const useMemberTransactions = (policyId: string) => {
  const { i18n } = useTranslation();
  return useQuery(memberTransactionsQuery(policyId, i18n.language));
};
