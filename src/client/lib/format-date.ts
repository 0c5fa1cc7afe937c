import { companyTimeZone } from "../../shared/calendar-date";

/**
 * Dates as the staff screens show them, in the page's language. A calendar
 * date ("2026-03-01", or the day of a timestamp) is read in UTC, so it never
 * shifts by a day with the viewer's time zone; a moment is shown in theirs.
 */
export function formatCalendarDate(iso: string, language: string, style: "medium" | "long" = "medium"): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: "UTC" }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}

export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/**
 * A moment as the company's clock read it (Tampa), whatever the viewer's time
 * zone: staff reconcile it against the portal's records, kept in Florida time.
 */
export function formatFloridaMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: companyTimeZone,
  }).format(new Date(iso));
}

/** The same moment as its Florida day and time apart, for a narrow column that shows them on two lines. */
export function floridaMomentParts(iso: string, language: string): { date: string; time: string } {
  const moment = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: companyTimeZone }).format(moment);
  return { date: part({ dateStyle: "medium" }), time: part({ timeStyle: "short" }) };
}
