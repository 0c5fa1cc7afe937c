import { z } from "zod";
import { message } from "./messages/message";

/**
 * A date as YYYY-MM-DD that the database's date type can hold. The ISO
 * pattern lets year 0000 through, but the calendar has no year 0 (1 BC is
 * followed by AD 1) and PostgreSQL refuses it: a field error here, not a 500.
 */
export const calendarDate = (refusal?: string) =>
  z.iso.date(refusal).refine((date) => !date.startsWith("0000"), refusal ?? message("check.date.real"));

/**
 * An instant as ISO 8601 with an offset, between years 1 and 9999 once in UTC,
 * which is what the database's timestamp takes from the server (an offset can
 * move 0001-01-01T01:00+05:00 back into year 0): a field error, not a 500.
 */
export const isoInstant = (refusal: string) =>
  z.iso.datetime({ offset: true, error: refusal }).refine((instant) => {
    const year = new Date(instant).getUTCFullYear();
    // What does not parse has had its refusal from the ISO check.
    return Number.isNaN(year) || (year >= 1 && year <= 9999);
  }, refusal);

/** Where the company is (Tampa): a date that means "today" is this time zone's calendar day. */
export const companyTimeZone = "America/New_York";

let calendarShiftMs = 0;

/**
 * Moves "today" by whole days for this process: how the end-to-end tests
 * watch dated rules play out (a notice period running out) on a real server.
 * The server allows it only outside production (CLOCK_OFFSET_DAYS, env.ts).
 */
export function shiftCalendar(days: number): void {
  calendarShiftMs = days * 24 * 60 * 60 * 1000;
}

// Made once: building a formatter costs far more than using it (a tenth of a request's CPU when made per call).
const floridaDay = new Intl.DateTimeFormat("en-US", {
  timeZone: companyTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Today's date in Florida, as YYYY-MM-DD. From 8 PM (7 PM in winter) until
 * midnight Florida is still on the day UTC has already left.
 */
export function todayInFlorida(now: Date = new Date(Date.now() + calendarShiftMs)): string {
  const parts = floridaDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

const dayMs = 24 * 60 * 60 * 1000;
const utcMidnight = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** A calendar date `days` later (or earlier, when negative). */
export function addDays(isoDate: string, days: number): string {
  return new Date(utcMidnight(isoDate) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / dayMs);
}

/** The same day `months` later, or the month's last day when it has fewer days. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, "0")}-${String(targetMonth).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}
