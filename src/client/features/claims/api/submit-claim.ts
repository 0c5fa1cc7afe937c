import type { ClaimSubmission } from "../../../../shared/claim";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/claims (public): the claim is stored and acknowledged by e-mail; the answer is its number. */
export const submitClaim = (claim: ClaimSubmission) =>
  apiRequest<{ claimNumber: string }>("/api/claims", { method: "POST", body: JSON.stringify(claim) });
