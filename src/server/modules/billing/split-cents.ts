/**
 * Splits `cents` (whole, any sign) into parts proportional to `weights`
 * (whole, not negative, not all 0) that add up to `cents` exactly: each part
 * is rounded down and the cents left over go, one each, to the parts with the
 * largest remainders (the earlier part on a tie). A part is never more than
 * its exact share rounded up, so a part of at most Σweights never exceeds
 * its weight.
 */
export function splitCents(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!Number.isInteger(cents) || weights.some((weight) => !Number.isInteger(weight) || weight < 0) || total <= 0) {
    throw new RangeError("Split whole cents by whole, non-negative weights that are not all zero");
  }
  const size = BigInt(Math.abs(cents));
  const sum = BigInt(total);
  const exact = weights.map((weight) => size * BigInt(weight));
  const parts = exact.map((share) => share / sum);
  let left = Number(size - parts.reduce((all, part) => all + part, 0n));
  const byRemainder = exact
    .map((share, at) => ({ at, remainder: share % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.at - b.at : a.remainder > b.remainder ? -1 : 1));
  for (const { at } of byRemainder) {
    if (left === 0) break;
    parts[at]! += 1n;
    left -= 1;
  }
  return parts.map((part) => (cents < 0 ? -Number(part) : Number(part)));
}
