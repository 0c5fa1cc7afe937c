import { useOutletContext } from "react-router";
import type { MemberPolicy } from "../../../shared/member";

/** The search parameter that carries the chosen policy between the member pages. */
export const policyParam = "policy";

export interface MemberOutletContext {
  policy: MemberPolicy;
  policies: MemberPolicy[];
}

/** The policy named in `?policy=`, or the first one (a member usually has exactly one). */
export function choosePolicy(policies: MemberPolicy[], wanted: string | null): MemberPolicy | undefined {
  return policies.find((policy) => policy.id === wanted) ?? policies[0];
}

/** The policy the member pages show, as the member layout chose it. */
export function useSelectedPolicy(): MemberPolicy {
  return useOutletContext<MemberOutletContext>().policy;
}

/** "12 Palm Way, Tampa FL 33602", or null when the policy has no address. */
export function policyAddress(policy: MemberPolicy): string | null {
  const place = [policy.city, [policy.state, policy.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [policy.address, place].filter(Boolean).join(", ") || null;
}
