import type { Language } from "../../shared/constants";
import { companyTimeZone, todayInFlorida } from "../../shared/calendar-date";
import { formatMoney, localeOf } from "../../shared/format";

const made = new Map<Language, Formats>();

/** Numbers, money and dates as a reader of `language` writes them, for what the server writes (e-mails, PDFs). */
export function formatsFor(language: Language): Formats {
  // Made once per language: the formatters cost far more to build than to use, and every e-mail asks for them.
  let formats = made.get(language);
  if (!formats) made.set(language, (formats = makeFormats(language)));
  return formats;
}

function makeFormats(language: Language) {
  const locale = localeOf[language];
  const calendarDate = (style: "long" | "medium") =>
    new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" });
  const long = calendarDate("long");
  const medium = calendarDate("medium");
  const moment = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: companyTimeZone,
    timeZoneName: "short",
  });
  const whole = new Intl.NumberFormat(locale);
  const toTheCent = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  // A calendar date ("2026-06-01") is a day, not a moment: read in UTC, it never shifts by a day.
  const day = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

  return {
    money: (dollars: number) => formatMoney(dollars, language),
    /** "June 1, 2026" / "1 giugno 2026". */
    date: (isoDate: string) => long.format(day(isoDate)),
    /** "Jun 1, 2026" / "1 giu 2026", for tables. */
    shortDate: (isoDate: string) => medium.format(day(isoDate)),
    /** A moment in Florida: "Jun 1, 2026, 3:04 PM EDT". */
    moment: (at: Date) => moment.format(at),
    /** The calendar day of a moment, in Florida. */
    dayOf: (at: Date) => long.format(day(todayInFlorida(at))),
    count: (value: number) => whole.format(value),
    /** Cents as dollars to the cent, without the currency (a column header names it): "1,234.50" / "1234,50". */
    cents: (cents: number) => toTheCent.format(cents / 100),
    /** 12.5 → "12.5%" / "12,5%". */
    percent: (value: number) => percent.format(value / 100),
  };
}

export type Formats = ReturnType<typeof makeFormats>;
