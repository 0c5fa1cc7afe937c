import { describe, expect, it } from "vitest";
import { defaultCompany, type PolicyRules } from "../../../shared/company";
import { resolveCompany } from "../../../shared/company-schema";
import { renderMessage } from "../../../shared/messages/render";
import type { TransactionRequest } from "../../../shared/policy-transaction";
import { HttpError } from "../../http-errors";
import { uninspected } from "../../../shared/rating";
import { inspectionProblem, needsUnderwriter, noFacts, roofProblem, type PolicyFacts } from "./florida-rules";
import { issuedPolicy } from "../../../../tests/support/issued-policy";
import { demoMemberHome } from "../../db/seed/seed-member-household";
import { priceTransaction, type IssuedTransaction } from "./price-transaction";

const rules = defaultCompany.policyRules;
const { policy, term, newBusiness } = issuedPolicy({ policyType: "Property", coverage: 300_000 });
const cancelled: IssuedTransaction = {
  ...newBusiness,
  id: "c1",
  type: "cancellation",
  effectiveDate: "2026-10-01",
  premiumChangeCents: -92_000,
  daysRemaining: 92,
};

interface Case {
  request: TransactionRequest;
  today: string;
  facts?: Partial<PolicyFacts>;
  issued?: IssuedTransaction[];
  requestedOn?: string;
}

function price({ request, today, facts = {}, issued = [newBusiness], requestedOn }: Case) {
  return priceTransaction({
    policy,
    history: { issued, term },
    request,
    today,
    requestedOn,
    rules,
    formatDate: (date) => date,
    facts: { ...noFacts, ...facts },
  });
}

function refusal(input: Case): string {
  try {
    price(input);
  } catch (error) {
    if (error instanceof HttpError) return renderMessage(error.said, "en");
    throw error;
  }
  throw new Error("expected a refusal");
}

const stormClaim = { claimNumber: "CLM-2026-000042", catastrophe: "Hurricane Ona" };

describe("reasons that are checked (s. 627.4133(2)(a))", () => {
  const nonPayment = { type: "cancellation", reason: "nonPayment", note: "Installment unpaid" } as const;

  it("refuses non-payment on a policy paid to date, and takes it when an installment is past due", () => {
    expect(refusal({ request: nonPayment, today: "2026-06-01" })).toMatch(/paid to date/);
    expect(price({ request: nonPayment, today: "2026-06-01", facts: { pastDueSince: "2026-05-01" } })).toMatchObject({
      reason: "nonPayment",
      effectiveDate: "2026-06-11",
    });
  });

  it("after the new-policy window takes only the reasons the statute lists", () => {
    const other = { type: "cancellation", reason: "other", note: "We changed our appetite" } as const;
    expect(price({ request: other, today: "2026-02-01" }).reason).toBe("other");
    expect(refusal({ request: other, today: "2026-06-01" })).toMatch(/first 90 days .* substantial change in the risk/);
    for (const reason of ["underwriting", "materialMisstatement", "substantialChangeInRisk"] as const) {
      expect(price({ request: { ...other, reason }, today: "2026-06-01" }).reason).toBe(reason);
    }
  });

  it("requires the reason in words on every company notice, not on the insured's own cancellation", () => {
    expect(refusal({ request: { type: "cancellation", reason: "underwriting" }, today: "2026-06-01" })).toMatch(
      /reason in words/,
    );
    expect(refusal({ request: { type: "nonRenewal", note: "  " }, today: "2026-06-01" })).toMatch(/reason in words/);
    expect(price({ request: { type: "cancellation", reason: "insuredRequest" }, today: "2026-06-01" }).reason).toBe(
      "insuredRequest",
    );
  });

  it("keeps the moratorium's own exceptions for a home under it", () => {
    const request = { type: "cancellation", reason: "repairDelay", note: "No repairs begun" } as const;
    expect(refusal({ request, today: "2026-06-01" })).toMatch(/only to a home under it/);
  });

  it("names company cancellations, non-renewals, reinstatements and no-known-loss statements as underwriting's", () => {
    expect(needsUnderwriter({ type: "cancellation", reason: "underwriting" })).toBe(true);
    expect(needsUnderwriter({ type: "nonRenewal" })).toBe(true);
    expect(needsUnderwriter({ type: "reinstatement" })).toBe(true);
    expect(needsUnderwriter({ type: "cancellation", reason: "insuredRequest", noKnownLoss: true })).toBe(true);
    expect(needsUnderwriter({ type: "cancellation", reason: "insuredRequest" })).toBe(false);
    expect(needsUnderwriter({ type: "endorsement", changes: { coverage: 1 } })).toBe(false);
    expect(needsUnderwriter({ type: "newBusiness" })).toBe(false);
  });
});

describe("the storm moratorium (s. 627.4133(2)(e))", () => {
  const nonRenewal = { type: "nonRenewal", reason: "underwriting", note: "Roof at the end of its life" } as const;
  const unrepaired = { stormDamage: [{ ...stormClaim, repairsCompletedOn: null }] };

  it("refuses the non-renewal of an unrepaired hurricane-damaged home, naming the moratorium", () => {
    const said = refusal({ request: nonRenewal, today: "2026-08-01", facts: unrepaired });
    expect(said).toMatch(/Storm moratorium: the home of claim CLM-2026-000042 \(Hurricane Ona\) is not repaired/);
    expect(refusal({ request: { ...nonRenewal, reason: undefined }, today: "2026-08-01", facts: unrepaired })).toMatch(
      /Storm moratorium/,
    );
  });

  it("holds until 90 days after the repairs, then the ordinary rules apply", () => {
    const repaired = { stormDamage: [{ ...stormClaim, repairsCompletedOn: "2026-05-01" }] };
    expect(refusal({ request: nonRenewal, today: "2026-07-29", facts: repaired })).toMatch(
      /protected until 2026-07-30/,
    );
    expect(price({ request: nonRenewal, today: "2026-07-30", facts: repaired }).type).toBe("nonRenewal");
  });

  it("still cancels for non-payment on 10 days' notice, and for its exceptions on 45", () => {
    const facts = { ...unrepaired, pastDueSince: "2026-05-01" };
    const unpaid = { type: "cancellation", reason: "nonPayment", note: "Unpaid" } as const;
    expect(price({ request: unpaid, today: "2026-08-01", facts }).effectiveDate).toBe("2026-08-11");
    const delay = { type: "cancellation", reason: "repairDelay", note: "No repairs begun in a year" } as const;
    expect(price({ request: delay, today: "2026-08-01", facts }).effectiveDate).toBe("2026-09-15");
    expect(refusal({ request: { ...delay, effectiveDate: "2026-09-14" }, today: "2026-08-01", facts })).toMatch(
      /at least 45 days/,
    );
  });
});

describe("dates that protect the company and the insured", () => {
  const insured = { type: "cancellation", reason: "insuredRequest", effectiveDate: "2026-05-01" } as const;

  it("does not date an insured's cancellation before the request without a statement of no known loss", () => {
    expect(refusal({ request: insured, today: "2026-06-01" })).toMatch(/asked on 2026-06-01/);
    expect(price({ request: { ...insured, noKnownLoss: true }, today: "2026-06-01" }).effectiveDate).toBe("2026-05-01");
    // Issued later than quoted: the quote's day counts.
    expect(price({ request: insured, today: "2026-06-03", requestedOn: "2026-05-01" }).effectiveDate).toBe(
      "2026-05-01",
    );
  });

  it("never flat-cancels a term with a paid claim, nor reaches back over the loss", () => {
    const flat = { type: "cancellation", reason: "insuredRequest", effectiveDate: "2026-01-01", noKnownLoss: true };
    const facts = { paidLossDates: ["2026-03-10", "2025-09-01"] };
    expect(refusal({ request: flat as TransactionRequest, today: "2026-06-01", facts })).toMatch(
      /loss of 2026-03-10 was paid/,
    );
    expect(price({ request: { ...insured, effectiveDate: "2026-06-01" }, today: "2026-06-01", facts }).method).toBe(
      "proRata",
    );
  });

  it("reinstates with no gap only when asked before the cancellation took effect, else with a lapse", () => {
    const gapless = price({
      request: { type: "reinstatement" },
      today: "2026-09-30",
      issued: [newBusiness, cancelled],
    });
    expect(gapless).toMatchObject({ effectiveDate: "2026-10-01", premiumChangeCents: 92_000, method: null });
    const lapse = price({ request: { type: "reinstatement" }, today: "2026-10-11", issued: [newBusiness, cancelled] });
    // 365,000 × 82 ÷ 365 = 82,000: the ten days without cover are not charged.
    expect(lapse).toMatchObject({ effectiveDate: "2026-10-11", premiumChangeCents: 82_000, method: "proRata" });
    const statement = { type: "reinstatement", noKnownLoss: true } as const;
    expect(price({ request: statement, today: "2026-10-11", issued: [newBusiness, cancelled] }).effectiveDate).toBe(
      "2026-10-01",
    );
  });
});

describe("the binding suspension", () => {
  const watch = { hurricaneWatch: "Hurricane Ona" };

  it("binds no new business and no coverage increase while a hurricane watch is in effect", () => {
    const draft = { ...policy, status: "draft" };
    const said = () =>
      priceTransaction({
        policy: draft,
        history: { issued: [], term: null },
        request: { type: "newBusiness" },
        today: "2026-08-01",
        rules,
        formatDate: (date) => date,
        facts: { ...noFacts, ...watch },
      });
    expect(said).toThrow(HttpError);
    const raise = { type: "endorsement", changes: { coverage: 350_000, premium: 3_900 } } as const;
    expect(refusal({ request: raise, today: "2026-08-01", facts: watch })).toMatch(/Hurricane Ona is in effect/);
    const lower = { type: "endorsement", changes: { coverage: 250_000, premium: 3_400 } } as const;
    expect(price({ request: lower, today: "2026-08-01", facts: watch }).snapshot.coverage).toBe(250_000);
  });
});

describe("rules no company file can weaken", () => {
  const weaker: [keyof PolicyRules, number][] = [
    ["nonRenewalNoticeDays", 119],
    ["nonPaymentNoticeDays", 9],
    ["newPolicyCancellationNoticeDays", 19],
    ["cancellationNoticeDays", 119],
    ["renewalNoticeDays", 44],
    ["newPolicyDays", 91],
    ["shortRatePercent", 11],
    ["stormMoratoriumDays", 89],
    ["stormExceptionNoticeDays", 44],
    ["roofInspectionAgeYears", 14],
    ["roofRemainingLifeYears", 6],
  ];

  it.each(weaker)("refuses %s = %i", (rule, value) => {
    expect(() => resolveCompany(defaultCompany, { policyRules: { [rule]: value } })).toThrow();
  });

  it("takes a company that gives the insured more", () => {
    const kinder = resolveCompany(defaultCompany, {
      policyRules: { newPolicyDays: 60, shortRatePercent: 0, nonRenewalNoticeDays: 150, stormMoratoriumDays: 120 },
    });
    expect(kinder.policyRules).toMatchObject({ newPolicyDays: 60, stormMoratoriumDays: 120 });
  });
});

describe("the roof-age rule (s. 627.7011(5))", () => {
  const rules = defaultCompany.policyRules;
  const roof = (roofYear: number, roofInspection?: { inspectedOn: string; remainingLifeYears: number }) =>
    roofProblem({ ...demoMemberHome, roofYear, roofInspection }, "2026-07-01", "2026-06-15", rules);

  it("never refuses a roof younger than 15 years", () => {
    expect(roof(2012)).toBeNull();
  });

  it("writes a roof of 15 years or more on an inspection finding five years of life left, dated by today", () => {
    expect(renderMessage(roof(2011)!, "en")).toMatch(
      /The roof is 15 years old: .* at least 5 years .* \(s\. 627\.7011\(5\)\)/,
    );
    expect(roof(2011, { inspectedOn: "2026-05-01", remainingLifeYears: 4 })).not.toBeNull();
    expect(roof(2011, { inspectedOn: "2026-06-16", remainingLifeYears: 8 })).not.toBeNull();
    expect(roof(2011, { inspectedOn: "2026-05-01", remainingLifeYears: 5 })).toBeNull();
  });
});

describe("the wind mitigation form's date (OIR-B1-1802, five years)", () => {
  const wind = { ...uninspected, openingProtection: "hurricane" as const };
  const check = (inspectedOn: string | undefined, issuing: boolean, onDay = "2026-06-01") =>
    inspectionProblem(inspectedOn ? { ...wind, inspectedOn } : wind, {
      onDay,
      today: "2026-06-01",
      issuing,
      rules,
      formatDate: (day) => day,
    });
  const said = (problem: ReturnType<typeof check>) => (problem ? renderMessage(problem, "en") : null);

  it("lets a quote assume a current form, and wants the day to issue", () => {
    expect(check(undefined, false)).toBeNull();
    expect(said(check(undefined, true))).toMatch(/Enter the day of the wind mitigation inspection/);
  });

  it("refuses a form dated after today, or five years old on the day it takes effect", () => {
    expect(said(check("2026-06-02", true))).toMatch(/cannot be dated after today/);
    expect(check("2021-06-02", true)).toBeNull();
    expect(said(check("2021-06-01", true))).toMatch(/more than 5 years old on 2026-06-01/);
  });
});

describe("anniversaries that never drift", () => {
  const renewalOf = (start: string, end: string, today: string) => {
    const first: IssuedTransaction = {
      ...newBusiness,
      effectiveDate: start,
      termEnd: end,
      snapshot: { ...newBusiness.snapshot, effectiveDate: start, expirationDate: end },
    };
    return priceTransaction({
      policy: { ...policy, effectiveDate: start, expirationDate: end },
      history: { issued: [first], term: { number: 1, start, end } },
      request: { type: "renewal" },
      today,
      rules,
      formatDate: (date) => date,
    });
  };

  it("brings a term typed to end on February 29 back to its anniversary, not March 1, 2, 3…", () => {
    expect(renewalOf("2027-02-28", "2028-02-29", "2027-12-01").termEnd).toBe("2029-02-28");
    expect(renewalOf("2028-02-29", "2029-03-01", "2028-12-01").termEnd).toBe("2030-02-28");
  });

  it("keeps a year a year and half a year half a year", () => {
    expect(renewalOf("2026-01-01", "2027-01-01", "2026-10-01").termEnd).toBe("2028-01-01");
    expect(renewalOf("2030-12-21", "2031-06-21", "2031-04-01").termEnd).toBe("2031-12-21");
  });
});
