/**
 * Money of policy transactions, in cents (decision 0030). A share of an
 * annual amount for the days left of a term is computed exactly, as a
 * fraction of whole numbers, and rounded half up to the cent once, at the
 * end. The rounding is applied to the size of the amount and the sign after,
 * so a charge and the refund that undoes it are the same number of cents.
 */

/** numerator ÷ denominator rounded half up, for a positive denominator; exact for any size. */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("The denominator must be positive");
  const size = numerator < 0n ? -numerator : numerator;
  const rounded = (size * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/**
 * The part of an annual amount (cents, signed) earned or returned over
 * `daysRemaining` of a term of `daysInTerm` days, less the share the company
 * keeps (`keptPercent`, for a short-rate cancellation).
 */
export function proRataCents(annualCents: number, daysRemaining: number, daysInTerm: number, keptPercent = 0): number {
  if (!Number.isInteger(annualCents)) throw new RangeError("Amounts are whole cents");
  if (!Number.isInteger(daysRemaining) || !Number.isInteger(daysInTerm) || daysInTerm <= 0) {
    throw new RangeError("Days are whole and a term has at least one");
  }
  if (daysRemaining < 0 || daysRemaining > daysInTerm) throw new RangeError("The days remaining lie within the term");
  const numerator = BigInt(annualCents) * BigInt(daysRemaining) * BigInt(100 - keptPercent);
  return Number(divideRoundingHalfUp(numerator, BigInt(daysInTerm) * 100n));
}

/** Whole dollars to cents. */
export const centsOf = (dollars: number): number => Math.round(dollars * 100);
