import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "../../../../shared/constants";
import type { Ho3Rating } from "../../../../shared/rating";
import { apiRequest } from "../../../lib/api/api-client";
import { inLanguage } from "../../../lib/api/request-language";
import { retryUnlessNotFound } from "../../../lib/api/retry-rules";
import { policyKeys } from "./policy-keys";

/** GET /api/policies/{id}/rating: the home's current price with its worksheet in `language`; 404 when not rated. */
export const getPolicyRating = (id: string, language: Language) =>
  apiRequest<Ho3Rating>(`/api/policies/${encodeURIComponent(id)}/rating`, inLanguage(language));

export const policyRatingQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: policyKeys.rating(id, language),
    queryFn: () => getPolicyRating(id, language),
    retry: retryUnlessNotFound,
  });

export const usePolicyRating = (id: string, language: Language) => useQuery(policyRatingQuery(id, language));
