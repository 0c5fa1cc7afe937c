import { describe, expect, it } from "vitest";
import { addFloridaBusinessDays, floridaHolidays, isFloridaBusinessDay } from "./florida-business-days";

describe("Florida business days", () => {
  it("knows 2026's state holidays as observed", () => {
    expect([...floridaHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-05-25",
      "2026-07-03", // July 4 is a Saturday
      "2026-09-07",
      "2026-11-11",
      "2026-11-26",
      "2026-11-27",
      "2026-12-25",
    ]);
    // 2028's New Year's Day is a Saturday: observed on Friday, December 31, 2027.
    expect(floridaHolidays(2027).has("2027-12-31")).toBe(true);
    // 2027's Christmas is a Saturday, observed on the 24th.
    expect(floridaHolidays(2027).has("2027-12-24")).toBe(true);
  });

  it("skips weekends and holidays", () => {
    expect(isFloridaBusinessDay("2026-11-25")).toBe(true);
    expect(isFloridaBusinessDay("2026-11-26")).toBe(false);
    expect(isFloridaBusinessDay("2026-11-28")).toBe(false);
    // A cancellation refund from Wednesday, November 25, 2026: Thanksgiving, the Friday after and
    // two weekends are not counted; December 25 is not reached.
    expect(addFloridaBusinessDays("2026-11-25", 15)).toBe("2026-12-18");
    expect(addFloridaBusinessDays("2026-12-18", 5)).toBe("2026-12-28");
    expect(addFloridaBusinessDays("2026-12-18", 0)).toBe("2026-12-18");
  });
});
