import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "../../../../shared/constants";
import { usePageLanguage } from "../../../hooks/use-page-language";
import type { PolicyTransaction } from "../../../../shared/policy-transaction";
import { apiRequest } from "../../../lib/api/api-client";
import { inLanguage } from "../../../lib/api/request-language";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberKeys } from "./member-keys";

/**
 * GET /api/member/policies/{id}/transactions: the policy's issued changes,
 * newest first, each explained by the server in `language`.
 */
export const listMemberTransactions = (policyId: string, language: Language) =>
  apiRequest<PolicyTransaction[]>(
    `/api/member/policies/${encodeURIComponent(policyId)}/transactions`,
    inLanguage(language),
  );

/** Keyed by language too: the explanations are the server's words, so switching language asks again. */
export const memberTransactionsQuery = (policyId: string, language: Language) =>
  queryOptions({
    queryKey: memberKeys.transactions(policyId, language),
    queryFn: () => listMemberTransactions(policyId, language),
    retry: retryUnlessRefused,
  });

export const useMemberTransactions = (policyId: string) =>
  useQuery(memberTransactionsQuery(policyId, usePageLanguage()));
