import { addDays } from "./calendar-date";

/**
 * Florida business days: Monday to Friday, except the state's paid holidays
 * (s. 110.117, Florida Statutes), each observed on the Friday before when it
 * falls on a Saturday and on the Monday after when on a Sunday. Refund
 * deadlines count these (rule 69O-167.001's "working days").
 */

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();
const pad = (value: number) => String(value).padStart(2, "0");
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month; nth −1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = dateOf(year, month, 1);
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + (nth - 1) * 7);
  }
  const last = addDays(dateOf(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** Saturday holidays are observed on Friday, Sunday ones on Monday. */
function observed(isoDate: string): string {
  const weekday = weekdayOf(isoDate);
  return weekday === 6 ? addDays(isoDate, -1) : weekday === 0 ? addDays(isoDate, 1) : isoDate;
}

const holidaysByYear = new Map<number, Set<string>>();

/** The days Florida's state offices are closed for a holiday in `year`, as observed. */
export function floridaHolidays(year: number): Set<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    const thanksgiving = nthWeekday(year, 11, 4, 4);
    holidays = new Set([
      observed(dateOf(year, 1, 1)),
      nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
      nthWeekday(year, 5, 1, -1), // Memorial Day
      observed(dateOf(year, 7, 4)),
      nthWeekday(year, 9, 1, 1), // Labor Day
      observed(dateOf(year, 11, 11)), // Veterans' Day
      thanksgiving,
      addDays(thanksgiving, 1),
      observed(dateOf(year, 12, 25)),
    ]);
    // Next New Year's Day falling on a Saturday is observed on this year's December 31.
    const nextNewYear = observed(dateOf(year + 1, 1, 1));
    if (nextNewYear.startsWith(String(year))) holidays.add(nextNewYear);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

export function isFloridaBusinessDay(isoDate: string): boolean {
  const weekday = weekdayOf(isoDate);
  if (weekday === 0 || weekday === 6) return false;
  return !floridaHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** The date `count` Florida business days after `isoDate` (the day itself not counted). */
export function addFloridaBusinessDays(isoDate: string, count: number): string {
  let date = isoDate;
  for (let left = count; left > 0;) {
    date = addDays(date, 1);
    if (isFloridaBusinessDay(date)) left -= 1;
  }
  return date;
}
