/**
 * The deductible arithmetic of a claim payment, in cents (decision 0047).
 *
 * A claim takes one deductible, applied by the system and never typed:
 * - a loss by any peril but a hurricane: the all-other-perils deductible, once per claim;
 * - a hurricane loss (s. 627.701(5)(a)): the hurricane deductible applies once per calendar
 *   year across all the insured's hurricane claims with us. While no other hurricane claim of
 *   the year has applied any of it, a claim takes it whole; once one has, a claim takes the
 *   greater of what is left of it and the all-other-perils deductible.
 * It is worked out again at each payment from what the insured's claims have applied by then
 * (voids give back what they took), so the order payments come in never makes the insured bear
 * more than the statute allows; each payment applies what is left of it, up to its gross.
 */
export const deductibleKinds = ["allOtherPerils", "hurricane"] as const;
export type DeductibleKind = (typeof deductibleKinds)[number];

export interface PolicyDeductibles {
  allOtherPerilsCents: number;
  /** The hurricane deductible in dollars and cents: its percent of Coverage A worked out (hurricaneDeductibleCents). */
  hurricaneCents: number;
}

export { hurricaneDeductibleCents } from "../../../shared/rating";

/**
 * The deductible a claim takes, as things stand: `hurricaneAppliedThisYearCents` is what the
 * insured's other hurricane claims of the same calendar year have applied so far.
 */
export function claimDeductibleCents(
  kind: DeductibleKind,
  deductibles: PolicyDeductibles,
  hurricaneAppliedThisYearCents: number,
): number {
  if (kind === "allOtherPerils") return deductibles.allOtherPerilsCents;
  if (hurricaneAppliedThisYearCents <= 0) return deductibles.hurricaneCents;
  const left = Math.max(0, deductibles.hurricaneCents - hurricaneAppliedThisYearCents);
  return Math.max(left, deductibles.allOtherPerilsCents);
}

export interface AppliedDeductible {
  grossCents: number;
  /** What the deductible took from this payment. */
  deductibleCents: number;
  /** What is left of the claim's deductible after this payment. */
  remainingCents: number;
  netCents: number;
}

/**
 * One payment against the claim's deductible, of which `appliedBeforeCents` is already taken. The
 * deductible is the insured's share of a loss: an expense (an adjuster's or an expert's fee) takes none.
 */
export function applyDeductible(
  grossCents: number,
  claimDeductible: number,
  appliedBeforeCents: number,
  line: "loss" | "expense" = "loss",
): AppliedDeductible {
  const left = Math.max(0, claimDeductible - appliedBeforeCents);
  const deductibleCents = line === "expense" ? 0 : Math.min(Math.max(0, grossCents), left);
  return {
    grossCents,
    deductibleCents,
    remainingCents: left - deductibleCents,
    netCents: grossCents - deductibleCents,
  };
}

/** The calendar year a loss falls in, which the hurricane deductible is counted by. */
export const lossYear = (dateOfLoss: string) => Number(dateOfLoss.slice(0, 4));
