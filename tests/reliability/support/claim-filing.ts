import { claimSubmission } from "../../api/support/claim-submission";
import { send } from "./http-client";

/** A policy of the demo seed, so the filed claims link to it. */
const seededPolicyNumber = "SRE-0000004";

/** What a claimant sent and what the server answered: the facts checked again after a crash or outage. */
export interface AcknowledgedClaim {
  claimNumber: string;
  notifierEmail: string;
  lossDetails: string;
}

export type FilingOutcome =
  | { kind: "acknowledged"; claim: AcknowledgedClaim; ms: number }
  | { kind: "refused"; status: number; body: unknown; ms: number }
  | { kind: "no-answer"; error: string; ms: number };

/**
 * Files one claim through the public API, as the wizard does, with a
 * claimant address and loss details unique to `marker`, so the stored row
 * can be matched to this request exactly, and `marker` as its Idempotency-Key.
 */
export async function fileClaim(serverUrl: string, marker: string, timeoutMs = 30_000): Promise<FilingOutcome> {
  const notifierEmail = `${marker}@example.com`;
  const lossDetails = `Hurricane damage reported by ${marker}: roof panels gone, water in the living room.`;
  const body = claimSubmission(seededPolicyNumber, { notifierEmail });
  body.location.lossDetails = lossDetails;
  const started = performance.now();
  try {
    const response = await send(`${serverUrl}/api/claims`, {
      method: "POST",
      // The marker is the claim's key too: filing it again answers the claim already stored.
      headers: { "content-type": "application/json", origin: serverUrl, "idempotency-key": marker },
      body: JSON.stringify(body),
      timeoutMs,
    });
    const answer = JSON.parse(response.body) as { data?: { claimNumber?: string } };
    const ms = performance.now() - started;
    if (response.status === 201 && answer.data?.claimNumber) {
      return { kind: "acknowledged", claim: { claimNumber: answer.data.claimNumber, notifierEmail, lossDetails }, ms };
    }
    return { kind: "refused", status: response.status, body: answer, ms };
  } catch (error) {
    return {
      kind: "no-answer",
      error: error instanceof Error ? error.message : String(error),
      ms: performance.now() - started,
    };
  }
}
