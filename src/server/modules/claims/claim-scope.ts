import { can } from "../../../shared/permissions";
import type { Actor } from "../../auth/actor";
import { notFound } from "../../http-errors";

/**
 * Whose claims a user works: claims managers every claim (null), an adjuster
 * only those assigned to them. Another adjuster's claim is not found (404),
 * as another agent's policy is.
 */
export const adjusterScope = (actor: Actor): string | null => (can(actor.role, "claims.manage") ? null : actor.userId);

export function mayWork<T extends { adjusterId: string | null }>(claim: T | null, actor: Actor): T {
  const only = adjusterScope(actor);
  if (!claim || (only !== null && claim.adjusterId !== only)) throw notFound("claim.notFound");
  return claim;
}
