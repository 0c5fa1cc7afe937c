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

  it("counts days remaining from Florida's today and never goes below zero", () => {
    expect(daysRemaining("2026-01-02", "2026-01-01")).toBe(1);
    expect(daysRemaining("2027-01-01", "2026-01-01")).toBe(365);
    expect(daysRemaining("2026-01-01", "2026-01-01")).toBe(0);
    expect(daysRemaining("2025-12-01", "2026-01-01")).toBe(0);
  });
});
