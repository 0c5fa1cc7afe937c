import { claimStatuses, type ClaimStatus } from "../../../shared/claim";
import type { MemberClaim } from "../../../shared/member";

export interface ClaimStep {
  status: ClaimStatus;
  state: "done" | "current" | "upcoming";
  /** When the claim last reached this step; null for a step passed over or not reached. */
  reachedAt: string | null;
  notes: string[];
}

/**
 * The four steps of a claim in order, each done, current or upcoming. A step
 * after the claim's current status is upcoming even if the claim was there
 * once (a reopened claim); a step before it that was passed over counts as done.
 */
export function claimSteps(claim: MemberClaim): ClaimStep[] {
  const current = claimStatuses.indexOf(claim.status);
  return claimStatuses.map((status, index) => {
    const events = index > current ? [] : claim.timeline.filter((event) => event.status === status);
    return {
      status,
      state: index < current ? "done" : index === current ? "current" : "upcoming",
      reachedAt: events.at(-1)?.changedAt ?? null,
      notes: events.flatMap((event) => (event.note?.trim() ? [event.note.trim()] : [])),
    };
  });
}
