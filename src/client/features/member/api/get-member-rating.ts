import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "../../../../shared/constants";
import type { MemberPolicy } from "../../../../shared/member";
import type { Ho3Rating } from "../../../../shared/rating";
import { usePageLanguage } from "../../../hooks/use-page-language";
import { apiRequest } from "../../../lib/api/api-client";
import { inLanguage } from "../../../lib/api/request-language";
import { retryUnlessRefused } from "../../../lib/api/retry-rules";
import { memberKeys } from "./member-keys";

/**
 * GET /api/member/policies/{id}/rating: a rated home's current price with
 * its worksheet, worded by the server in `language`; 404 when an
 * underwriter prices the policy.
 */
export const getMemberRating = (policyId: string, language: Language) =>
  apiRequest<Ho3Rating>(`/api/member/policies/${encodeURIComponent(policyId)}/rating`, inLanguage(language));

/** Keyed by language: the worksheet's words are the server's, so switching language asks again. */
export const memberRatingQuery = (policyId: string, language: Language, enabled = true) =>
  queryOptions({
    queryKey: memberKeys.rating(policyId, language),
    queryFn: () => getMemberRating(policyId, language),
    retry: retryUnlessRefused,
    enabled,
  });

/** Only a rated home has a worksheet, so no other policy is asked for one. */
export const useMemberRating = (policy: MemberPolicy) =>
  useQuery(memberRatingQuery(policy.id, usePageLanguage(), policy.rated));
