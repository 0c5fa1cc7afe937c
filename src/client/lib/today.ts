import { companyTimeZone } from "../../shared/calendar-date";

/** How a "today" shows: the year (the footer's copyright) or the long date (the privacy page's last update). */
export type TodayStyle = "year" | "long";

/**
 * Today, as people read it in a language, on Florida's calendar, and as
 * `<time datetime>` holds it. Self-contained (no imports, no closures over
 * module scope): the inline script below runs it as text too.
 */
export function formatToday(
  style: string,
  language: string,
  timeZone: string,
  now: Date,
): { text: string; dateTime: string } {
  if (style === "year") {
    const year = new Intl.DateTimeFormat("en-US", { timeZone: timeZone, year: "numeric" }).format(now);
    return { text: year, dateTime: year };
  }
  return {
    text: new Intl.DateTimeFormat(language, { timeZone: timeZone, dateStyle: "long" }).format(now),
    // en-CA writes dates as YYYY-MM-DD.
    dateTime: new Intl.DateTimeFormat("en-CA", { timeZone: timeZone }).format(now),
  };
}

/**
 * Prerendered pages hold the build's date. This script follows each
 * `<time data-today>` element in the HTML and puts today's there, in the
 * language of the page (set from the visitor's choice before the first
 * paint), before the element is painted: no build date, no layout shift, and
 * React finds the same text when it hydrates. One text for every use, so the
 * Content-Security-Policy allows it by one hash.
 */
export const todayScript =
  `(function(s){var e=s&&s.previousElementSibling;if(!e||!e.hasAttribute("data-today"))return;` +
  `try{var r=(${formatToday.toString()})(e.getAttribute("data-today"),document.documentElement.lang,` +
  `${JSON.stringify(companyTimeZone)},new Date());e.textContent=r.text;e.setAttribute("datetime",r.dateTime)}catch(x){}` +
  `})(document.currentScript)`;
