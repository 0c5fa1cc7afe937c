/** How the product shows money and dates (SPEC §9). */

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** US dollars with no decimals: 1217500 → "$1,217,500". */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** Monthly premium equals the annual premium divided by 12. */
export function monthlyPremium(annual: number): number {
  return annual / 12;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Days until expiration, rounded up; never negative. */
export function daysRemaining(expiration: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((expiration.getTime() - now.getTime()) / dayMs));
}

export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
