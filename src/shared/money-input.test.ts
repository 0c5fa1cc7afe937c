import { describe, expect, it } from "vitest";
import { centsFromDollars } from "./money-input";

describe("an amount typed in dollars", () => {
  it.each([
    ["1250", "en", 125_000],
    ["1250.5", "en", 125_050],
    ["1,250.50", "en", 125_050],
    ["$ 4,600", "en", 460_000],
    ["0.07", "en", 7],
    ["1250,5", "it", 125_050],
    ["1.250,50", "it", 125_050],
    ["4.600 USD", "it", 460_000],
  ] as const)("reads %s (%s) as %i cents", (typed, language, cents) =>
    expect(centsFromDollars(typed, language)).toBe(cents),
  );

  it.each([
    ["", "en"],
    ["abc", "en"],
    ["1.250,50", "en"],
    ["12.345", "en"],
    ["1,25,000", "en"],
    ["-5", "en"],
    ["1,250.50", "it"],
    ["12,345", "it"],
  ] as const)("refuses %j (%s)", (typed, language) => expect(centsFromDollars(typed, language)).toBeNull());
});
