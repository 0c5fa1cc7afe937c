import type { Language } from "../../../../shared/constants";
import type { Ho3Rating, Ho3RatingRequest } from "../../../../shared/rating";
import { apiRequest } from "../../../lib/api/api-client";
import { inLanguage } from "../../../lib/api/request-language";

/**
 * POST /api/rating/ho3: a home's price and worksheet, worded in `language`;
 * nothing is stored, so nothing needs refreshing (and no mutation hook).
 */
export const quoteHome = (request: Ho3RatingRequest, language: Language) =>
  apiRequest<Ho3Rating>("/api/rating/ho3", {
    method: "POST",
    body: JSON.stringify(request),
    ...inLanguage(language),
  });
