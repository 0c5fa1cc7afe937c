import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isoInstant, todayInFlorida } from "./calendar-date";

describe("Florida's calendar day", () => {
  it("is still today at 8 PM in summer, when UTC has passed midnight", () => {
    // 8 PM EDT on 4 July is 00:00 UTC on 5 July.
    expect(todayInFlorida(new Date("2026-07-05T00:00:00Z"))).toBe("2026-07-04");
    expect(todayInFlorida(new Date("2026-07-05T03:59:59Z"))).toBe("2026-07-04");
    expect(todayInFlorida(new Date("2026-07-05T04:00:00Z"))).toBe("2026-07-05");
  });

  it("turns at 5 AM UTC in winter (EST), and the year turns with it", () => {
    expect(todayInFlorida(new Date("2027-01-01T04:59:59Z"))).toBe("2026-12-31");
    expect(todayInFlorida(new Date("2027-01-01T05:00:00Z"))).toBe("2027-01-01");
  });

  it("adds and counts whole days across months, leap days and daylight saving changes", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-07", 365)).toBe("2027-03-07");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-11-02", "2026-11-01")).toBe(-1);
  });
});

describe("an instant the database can store", () => {
  const instant = isoInstant("Enter a date and time.");

  it("takes ISO 8601 with an offset from year 1 to year 9999 in UTC", () => {
    expect(instant.safeParse("2026-08-30T12:00:00-04:00").success).toBe(true);
    expect(instant.safeParse("0001-01-01T00:00:00Z").success).toBe(true);
    expect(instant.safeParse("9999-12-31T23:59:59Z").success).toBe(true);
  });

  it("refuses year 0, an offset that moves into it or past 9999, a time without an offset and words, once each", () => {
    for (const value of [
      "0000-02-29T04:17:32.000Z",
      "0001-01-01T01:00:00+05:00",
      "9999-12-31T23:00:00-05:00",
      "2026-08-30T12:00:00",
    ]) {
      expect(
        instant.safeParse(value).error?.issues.map((issue) => issue.message),
        value,
      ).toEqual(["Enter a date and time."]);
    }
  });
});
