import { daysBetween, todayInFlorida } from "./calendar-date";

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

/** Days from today (Florida's calendar day) until the expiration date; never negative. */
export function daysRemaining(expirationDate: string, today: string = todayInFlorida()): number {
  return Math.max(0, daysBetween(today, expirationDate));
}
