import { describe, expect, it } from "vitest";
import { csvDollars } from "./report-csv";

describe("money in the billing reports' CSV", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [123_456_789, "1234567.89"],
    [-1_205, "-12.05"],
    [900_719_925_474_099, "9007199254740.99"],
  ])("writes %i cents as %s", (cents, text) => {
    expect(csvDollars(cents)).toBe(text);
  });
});
