import type { Db } from "../../db/client";
import type { CatastropheRepository } from "./catastrophe-repository";

/**
 * What the claims side knows that Florida's policy rules read (decision 0048): storm damage under a declared
 * hurricane (the moratorium), losses paid (no cancellation reaching back over them) and a hurricane watch in
 * effect (the binding suspension). Reads only; each on the caller's executor, so issuing reads under its lock.
 */
export function createClaimPolicyFactsService(deps: { repository: CatastropheRepository; now?: () => Date }) {
  const { repository, now = () => new Date() } = deps;
  return {
    stormDamage: (policyId: string, executor?: Db) => repository.stormDamage(policyId, executor),
    paidLossDates: (policyId: string, executor?: Db) => repository.paidLossDates(policyId, executor),
    hurricaneWatch: (executor?: Db) => repository.hurricaneWatchAt(now(), executor),
  };
}

export type ClaimPolicyFactsService = ReturnType<typeof createClaimPolicyFactsService>;
