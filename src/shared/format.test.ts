import { describe, expect, it } from "vitest";
import { daysRemaining, formatMoney, monthlyPremium } from "./format";

describe("money and dates (SPEC §9)", () => {
  it("shows US dollars without decimals", () => {
    expect(formatMoney(1_217_500)).toBe("$1,217,500");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(1234.56)).toBe("$1,235");
    expect(formatMoney(1_217_500, "it")).toBe("1.217.500\u00a0USD");
  });

  it("divides the annual premium by 12", () => {
    expect(monthlyPremium(1200)).toBe(100);
    expect(monthlyPremium(1000)).toBeCloseTo(83.333, 3);
  });

  it("rounds days remaining up and never goes below zero", () => {
    const now = new Date("2026-01-01T12:00:00Z");
    expect(daysRemaining(new Date("2026-01-02T12:00:00Z"), now)).toBe(1);
    expect(daysRemaining(new Date("2026-01-02T12:00:01Z"), now)).toBe(2);
    expect(daysRemaining(new Date("2025-12-01T00:00:00Z"), now)).toBe(0);
  });
});
