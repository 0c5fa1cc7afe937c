import type { WindCredit, WindMitigation } from "../../../../shared/rating";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * POST /api/rating/wind-mitigation (public): the credit today's rate table
 * gives these seven answers, and what each improvement would add. A public
 * page loads no TanStack code, so this file is the fetcher alone.
 */
export const getWindCredit = (answers: WindMitigation) =>
  apiRequest<WindCredit>("/api/rating/wind-mitigation", { method: "POST", body: JSON.stringify(answers) });
