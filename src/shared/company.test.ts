import { describe, expect, it } from "vitest";
import { defaultCompany, formatAddress } from "./company";
import { resolveCompany } from "./company-schema";

describe("company facts", () => {
  it("defaults to the fictional company of Tampa, FL with reserved numbers and example.com", () => {
    const company = resolveCompany(defaultCompany);
    expect(company.name).toBe("Sabal Reciprocal Exchange");
    expect(company.addresses.mailing).toMatchObject({ city: "Tampa", state: "FL" });
    for (const phone of Object.values(company.phones)) expect(phone.display).toMatch(/555-01\d\d/);
    for (const email of Object.values(company.emails)) expect(email).toMatch(/@example\.com$/);
    expect(company.financialStrength.isPlaceholder).toBe(true);
  });

  it("overrides any subset and keeps the rest", () => {
    const company = resolveCompany(defaultCompany, {
      phones: { fax: { display: "(727) 555-0199", e164: "+17275550199" } },
    });
    expect(company.phones.fax.display).toBe("(727) 555-0199");
    expect(company.phones.tollFree).toEqual(defaultCompany.phones.tollFree);
  });

  it("rejects invalid overrides instead of showing them", () => {
    expect(() => resolveCompany(defaultCompany, { emails: { support: "not an email" } })).toThrow();
    expect(() => resolveCompany(defaultCompany, "nope")).toThrow(/JSON object/);
  });

  it("refuses claim rules weaker than Florida's statutes, and takes stricter ones", () => {
    // Later than the statute's clocks (s. 627.70131, s. 627.7142), or shorter notice limits (s. 627.70132).
    for (const weaker of [
      { acknowledgeDays: 8 },
      { billOfRightsDays: 15 },
      { beginInvestigationDays: 8 },
      { inspectionDays: 31 },
      { decisionDays: 61 },
      { noticeMonths: 11 },
      { supplementalNoticeMonths: 17 },
      { hurricaneWindowHoursAfter: 71 },
    ]) {
      expect(() => resolveCompany(defaultCompany, { claimRules: weaker }), JSON.stringify(weaker)).toThrow();
    }
    const stricter = resolveCompany(defaultCompany, { claimRules: { acknowledgeDays: 3, decisionDays: 45 } });
    expect(stricter.claimRules).toMatchObject({ acknowledgeDays: 3, decisionDays: 45, inspectionDays: 30 });
  });

  it("ignores prototype-polluting keys", () => {
    const company = resolveCompany(defaultCompany, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(company.name).toBe(defaultCompany.name);
  });

  it("formats an address on one line", () => {
    expect(formatAddress({ lines: ["1 Main St"], city: "Tampa", state: "FL", postalCode: "33602" })).toBe(
      "1 Main St, Tampa, FL 33602",
    );
  });
});
