import { daysBetween, todayInFlorida } from "./calendar-date";
import { defaultLanguage, type Language } from "./constants";

/** How the product shows money and dates (SPEC §9). */

/** The locale each language writes numbers in: Italian groups with dots and names the currency after the amount. */
export const localeOf: Record<Language, string> = { en: "en-US", it: "it-IT" };

const usd = (language: Language) =>
  new Intl.NumberFormat(localeOf[language], {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
const dollars: Record<Language, Intl.NumberFormat> = { en: usd("en"), it: usd("it") };

/** US dollars with no decimals: 1217500 → "$1,217,500" ("1.217.500 USD" in Italian). */
export function formatMoney(amount: number, language: Language = defaultLanguage): string {
  return dollars[language].format(amount);
}

const centsFormat = (language: Language) =>
  new Intl.NumberFormat(localeOf[language], { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const withCents: Record<Language, Intl.NumberFormat> = { en: centsFormat("en"), it: centsFormat("it") };

/** An amount in cents as US dollars to the cent: 101200 → "$1,012.00" ("1.012,00 USD" in Italian). */
export function formatCents(cents: number, language: Language = defaultLanguage): string {
  return withCents[language].format(cents / 100);
}

/** Monthly premium equals the annual premium divided by 12. */
export function monthlyPremium(annual: number): number {
  return annual / 12;
}

/** Days from today (Florida's calendar day) until the expiration date; never negative. */
export function daysRemaining(expirationDate: string, today: string = todayInFlorida()): number {
  return Math.max(0, daysBetween(today, expirationDate));
}
