import { describe, expect, it } from "vitest";
import { companyTimeZone, todayInFlorida } from "../../shared/calendar-date";
import { formatToday, todayScript } from "./today";

describe("today as a page shows it", () => {
  // 11:30 PM on New Year's Eve in Florida, already 1 January in UTC.
  const newYearsEve = new Date("2027-01-01T04:30:00Z");

  it("is Florida's day and year, in the page's language", () => {
    expect(formatToday("year", "en", companyTimeZone, newYearsEve)).toEqual({ text: "2026", dateTime: "2026" });
    expect(formatToday("long", "en", companyTimeZone, newYearsEve)).toEqual({
      text: "December 31, 2026",
      dateTime: "2026-12-31",
    });
    expect(formatToday("long", "it", companyTimeZone, newYearsEve).text).toBe("31 dicembre 2026");
  });

  it("agrees with todayInFlorida around 8 PM Eastern, when UTC turns midnight", () => {
    for (const instant of ["2026-07-04T23:59:00Z", "2026-07-05T00:00:00Z", "2026-07-05T04:00:00Z"]) {
      const now = new Date(instant);
      expect(formatToday("long", "en", companyTimeZone, now).dateTime).toBe(todayInFlorida(now));
    }
  });

  it("runs as an inline script that fills the <time> element before it", () => {
    const time = {
      attributes: new Map([["data-today", "long"]]),
      textContent: "January 1, 2020",
      hasAttribute(name: string) {
        return this.attributes.has(name);
      },
      getAttribute(name: string) {
        return this.attributes.get(name) ?? null;
      },
      setAttribute(name: string, value: string) {
        this.attributes.set(name, value);
      },
    };
    const document = { currentScript: { previousElementSibling: time }, documentElement: { lang: "it" } };
    new Function("document", todayScript)(document);
    expect(time.attributes.get("datetime")).toBe(todayInFlorida());
    expect(time.textContent).toBe(formatToday("long", "it", companyTimeZone, new Date()).text);
  });
});
