import type { ClaimSubmission } from "../../../../shared/claim";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * A new key for one claim: sent again with every try of that claim, so a try
 * whose answer was lost (a 503, a dropped connection) and the next one file
 * one claim, not two. Plain-http pages have no crypto.randomUUID.
 */
export function newFilingKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** POST /api/claims (public): the claim is stored and acknowledged by e-mail; the answer is its number. */
export const submitClaim = (claim: ClaimSubmission, filingKey: string) =>
  apiRequest<{ claimNumber: string }>("/api/claims", {
    method: "POST",
    body: JSON.stringify(claim),
    headers: { "idempotency-key": filingKey },
  });
