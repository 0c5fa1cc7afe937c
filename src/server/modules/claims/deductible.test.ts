import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyDeductible,
  claimDeductibleCents,
  hurricaneDeductibleCents,
  lossYear,
  type DeductibleKind,
  type PolicyDeductibles,
} from "./deductible";

// Coverage A $250,000 with a 2% hurricane deductible and a $1,000 all-other-perils deductible.
const home: PolicyDeductibles = {
  allOtherPerilsCents: 100_000,
  hurricaneCents: hurricaneDeductibleCents("2%", 250_000),
};

/** A payment on a claim as the claims service makes it: the deductible worked out from what is applied so far. */
function pay(
  claim: { kind: DeductibleKind; appliedCents: number },
  otherHurricaneAppliedCents: number,
  grossCents: number,
) {
  const deductible = claimDeductibleCents(claim.kind, home, otherHurricaneAppliedCents);
  return applyDeductible(grossCents, deductible, claim.appliedCents);
}

describe("the deductible of a claim payment", () => {
  it("works a hurricane deductible in dollars from its percent of Coverage A, or takes a flat one", () => {
    expect(home.hurricaneCents).toBe(500_000);
    expect(hurricaneDeductibleCents("10%", 312_500)).toBe(3_125_000);
    expect(hurricaneDeductibleCents("500", 250_000)).toBe(50_000);
  });

  it("applies the hurricane deductible once a calendar year: the worked example", () => {
    // A first hurricane claim paid $4,600 gross: all of it is deductible, $400 of it left.
    const first = pay({ kind: "hurricane", appliedCents: 0 }, 0, 460_000);
    expect(first).toEqual({ grossCents: 460_000, deductibleCents: 460_000, remainingCents: 40_000, netCents: 0 });

    // A second hurricane claim the same year, $8,000 gross: the greater of $400 and $1,000.
    const second = pay({ kind: "hurricane", appliedCents: 0 }, first.deductibleCents, 800_000);
    expect(second).toEqual({ grossCents: 800_000, deductibleCents: 100_000, remainingCents: 0, netCents: 700_000 });

    // The next calendar year starts again at $5,000: nothing applied that year yet.
    expect(lossYear("2027-08-30")).not.toBe(lossYear("2026-09-28"));
    const nextYear = pay({ kind: "hurricane", appliedCents: 0 }, 0, 800_000);
    expect(nextYear).toMatchObject({ deductibleCents: 500_000, netCents: 300_000 });
  });

  it("applies the all-other-perils deductible once per claim, over as many payments as it takes", () => {
    const first = pay({ kind: "allOtherPerils", appliedCents: 0 }, 0, 60_000);
    expect(first).toMatchObject({ deductibleCents: 60_000, netCents: 0, remainingCents: 40_000 });
    const second = pay({ kind: "allOtherPerils", appliedCents: first.deductibleCents }, 0, 250_000);
    expect(second).toMatchObject({ deductibleCents: 40_000, netCents: 210_000, remainingCents: 0 });
    const third = pay({ kind: "allOtherPerils", appliedCents: 100_000 }, 0, 50_000);
    expect(third).toMatchObject({ deductibleCents: 0, netCents: 50_000 });
    // A hurricane's deductible on other claims has nothing to do with a kitchen fire's.
    expect(pay({ kind: "allOtherPerils", appliedCents: 0 }, 500_000, 150_000).deductibleCents).toBe(100_000);
  });

  it("takes nothing from an expense: an adjuster's fee is not the insured's loss", () => {
    const fee = applyDeductible(80_000, 100_000, 0, "expense");
    expect(fee).toEqual({ grossCents: 80_000, deductibleCents: 0, remainingCents: 100_000, netCents: 80_000 });
    expect(applyDeductible(80_000, 100_000, 30_000, "expense").remainingCents).toBe(70_000);
  });

  it("gives a later hurricane claim the all-other-perils deductible once the year's hurricane deductible is used", () => {
    const deductible = claimDeductibleCents("hurricane", home, 500_000);
    expect(deductible).toBe(100_000);
    // A flat hurricane deductible smaller than all other perils': the greater still wins.
    expect(claimDeductibleCents("hurricane", { allOtherPerilsCents: 250_000, hurricaneCents: 50_000 }, 10_000)).toBe(
      250_000,
    );
  });

  /** A sequence of payments and voids on an insured's claims in one calendar year. */
  const steps = fc.array(
    fc.oneof(
      fc.record({ pay: fc.nat(5), grossCents: fc.integer({ min: 0, max: 2_000_000 }) }),
      fc.record({ void: fc.nat(40) }),
    ),
    { maxLength: 40 },
  );
  const kinds = fc.array(fc.constantFrom<DeductibleKind>("hurricane", "allOtherPerils"), {
    minLength: 6,
    maxLength: 6,
  });
  const deductibles = fc.record({
    allOtherPerilsCents: fc.constantFrom(50_000, 100_000, 250_000),
    hurricaneCents: fc.integer({ min: 50_000, max: 5_000_000 }),
  });

  it("never applies more than the statute allows, whatever the order of payments, voids and claims", () => {
    fc.assert(
      fc.property(deductibles, kinds, steps, (policy, claimKinds, sequence) => {
        const payments: { claim: number; deductibleCents: number; netCents: number; grossCents: number }[] = [];
        const voided = new Set<number>();
        const live = () => payments.filter((_, index) => !voided.has(index));
        const appliedOn = (claim: number) =>
          live()
            .filter((payment) => payment.claim === claim)
            .reduce((sum, payment) => sum + payment.deductibleCents, 0);
        const hurricaneAppliedBesides = (claim: number) =>
          claimKinds.reduce(
            (sum, kind, other) => (other !== claim && kind === "hurricane" ? sum + appliedOn(other) : sum),
            0,
          );

        for (const step of sequence) {
          if ("void" in step) {
            if (step.void < payments.length) voided.add(step.void);
            continue;
          }
          const kind = claimKinds[step.pay]!;
          const deductible = claimDeductibleCents(kind, policy, hurricaneAppliedBesides(step.pay));
          const applied = applyDeductible(step.grossCents, deductible, appliedOn(step.pay));
          expect(applied.deductibleCents).toBeGreaterThanOrEqual(0);
          expect(applied.deductibleCents).toBeLessThanOrEqual(step.grossCents);
          expect(applied.netCents + applied.deductibleCents).toBe(step.grossCents);
          payments.push({ claim: step.pay, ...applied });

          // Per claim: all other perils' once; a hurricane claim never more than the hurricane deductible,
          // or the all-other-perils one when that is greater.
          const cap =
            kind === "allOtherPerils"
              ? policy.allOtherPerilsCents
              : Math.max(policy.hurricaneCents, policy.allOtherPerilsCents);
          expect(appliedOn(step.pay)).toBeLessThanOrEqual(cap);

          // Across the year's hurricane claims: one hurricane deductible, plus at most the all-other-perils
          // deductible for each later hurricane claim (s. 627.701(5)(a)3).
          const drawing = claimKinds.filter((each, claim) => each === "hurricane" && appliedOn(claim) > 0).length;
          const total = claimKinds.reduce(
            (sum, each, claim) => (each === "hurricane" ? sum + appliedOn(claim) : sum),
            0,
          );
          expect(total).toBeLessThanOrEqual(
            Math.max(policy.hurricaneCents, policy.allOtherPerilsCents) +
              Math.max(0, drawing - 1) * policy.allOtherPerilsCents,
          );
        }
      }),
      { numRuns: 400 },
    );
  });
});
