import { describe, expect, it } from "vitest";
import { oneYearLater } from "./one-year-later";

describe("oneYearLater", () => {
  it("is the same day a year later", () => {
    expect(oneYearLater("2026-07-14")).toBe("2027-07-14");
    expect(oneYearLater("2026-12-31")).toBe("2027-12-31");
  });

  it("moves 29 February to 1 March, a day the next year has", () => {
    expect(oneYearLater("2028-02-29")).toBe("2029-03-01");
  });
});
