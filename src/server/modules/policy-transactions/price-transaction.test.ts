import { describe, expect, it } from "vitest";
import { defaultCompany } from "../../../shared/company";
import type { TransactionRequest } from "../../../shared/policy-transaction";
import { renderMessage } from "../../../shared/messages/render";
import { HttpError } from "../../http-errors";
import { noFacts } from "./florida-rules";
import { issuedPolicy } from "../../../../tests/support/issued-policy";
import { priceTransaction, type IssuedTransaction, type PolicyHistory } from "./price-transaction";

const rules = defaultCompany.policyRules;
const { policy, term, newBusiness } = issuedPolicy({ policyType: "General Liability", coverage: 500_000 });

// Unpaid since spring: a cancellation for non-payment has something past due to cancel for.
const facts = { ...noFacts, pastDueSince: "2026-04-01" };

function price(request: TransactionRequest, today: string, issued: IssuedTransaction[] = [newBusiness]) {
  const history: PolicyHistory = { issued, term };
  return priceTransaction({ policy, history, request, today, rules, formatDate: (date) => date, facts });
}

function refusal(run: () => unknown): { status: number; text: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, text: renderMessage(error.said, "en") };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("decision 0030's worked example", () => {
  const raise = price({ type: "endorsement", effectiveDate: "2026-07-02", changes: { premium: 4_015 } }, "2026-07-01");

  it("charges $183.00 for raising $3,650 to $4,015 with 183 of 365 days left", () => {
    expect(raise).toMatchObject({
      annualPremiumBefore: 3_650,
      annualPremiumAfter: 4_015,
      daysRemaining: 183,
      daysInTerm: 365,
      premiumChangeCents: 18_300,
    });
  });

  it("returns $1,012.00 when that policy is cancelled on 2026-10-01 (92 days left)", () => {
    const endorsed: IssuedTransaction = {
      ...newBusiness,
      id: "e1",
      type: "endorsement",
      effectiveDate: "2026-07-02",
      premiumChangeCents: raise.premiumChangeCents,
      snapshot: raise.snapshot,
    };
    const cancel = price(
      { type: "cancellation", effectiveDate: "2026-10-01", reason: "insuredRequest" },
      "2026-09-30",
      [newBusiness, endorsed],
    );
    expect(cancel).toMatchObject({ daysRemaining: 92, premiumChangeCents: -101_200, method: "proRata" });
  });

  it("returns everything when cancelled on the term's first day (flat)", () => {
    const cancel = price({ type: "cancellation", effectiveDate: "2026-01-01", reason: "insuredRequest" }, "2025-12-20");
    expect(cancel).toMatchObject({ method: "flat", premiumChangeCents: -365_000 });
  });
});

describe("rounding", () => {
  it("rounds half up once, at the end: $1,000 over 200 of 365 days is $547.95", () => {
    const cancel = price({ type: "cancellation", effectiveDate: "2026-06-15", reason: "insuredRequest" }, "2026-06-01");
    // 365,000 × 200 ÷ 365 = 200,000 exactly; a $1,000 policy shows the rounding.
    expect(cancel.premiumChangeCents).toBe(-200_000);
    const small = priceTransaction({
      policy,
      history: { issued: [{ ...newBusiness, snapshot: { ...newBusiness.snapshot, premium: 1_000 } }], term },
      request: { type: "cancellation", effectiveDate: "2026-06-15", reason: "insuredRequest" },
      today: "2026-06-01",
      rules,
      formatDate: (date) => date,
    });
    // 100,000 × 200 ÷ 365 = 54,794.52… → 54,795
    expect(small.premiumChangeCents).toBe(-54_795);
  });
});

describe("short rate", () => {
  it("keeps the company's share of an insured-requested refund", () => {
    const cancel = price(
      { type: "cancellation", effectiveDate: "2026-10-01", reason: "insuredRequest", method: "shortRate" },
      "2026-09-30",
    );
    // 365,000 × 92 ÷ 365 = 92,000, less 10 % = 82,800
    expect(cancel.premiumChangeCents).toBe(-82_800);
  });

  it("is refused for a company cancellation", () => {
    const refused = refusal(() =>
      price(
        {
          type: "cancellation",
          effectiveDate: "2026-12-01",
          reason: "underwriting",
          method: "shortRate",
          note: "Roof",
        },
        "2026-07-01",
      ),
    );
    expect(refused.status).toBe(422);
    expect(refused.text).toMatch(/pro rata/);
  });
});

describe("Florida's notice rules", () => {
  it("cancels for non-payment no sooner than 10 days after the notice", () => {
    const unpaid = { type: "cancellation", reason: "nonPayment", note: "Unpaid" } as const;
    expect(price(unpaid, "2026-05-01").effectiveDate).toBe("2026-05-11");
    const refused = refusal(() => price({ ...unpaid, effectiveDate: "2026-05-10" }, "2026-05-01"));
    expect(refused).toEqual({ status: 422, text: expect.stringContaining("at least 10 days") as string });
    expect(refused.text).toContain("2026-05-11");
  });

  it("gives a new policy 20 days' notice and an older one 120", () => {
    const company = { type: "cancellation", reason: "underwriting", note: "No inspection" } as const;
    expect(price(company, "2026-02-15").effectiveDate).toBe("2026-03-07");
    expect(price({ ...company, reason: "materialMisstatement" }, "2026-04-01").effectiveDate).toBe("2026-07-30");
    expect(refusal(() => price({ ...company, effectiveDate: "2026-07-29" }, "2026-04-01")).text).toMatch(
      /in force for 90 days or more is cancelled with at least 120 days' notice/,
    );
  });

  it("offers renewal at least 45 days and non-renewal at least 120 days before the term ends", () => {
    expect(price({ type: "renewal" }, "2026-11-17")).toMatchObject({
      effectiveDate: "2027-01-01",
      termStart: "2027-01-01",
      termEnd: "2028-01-01",
      premiumChangeCents: 365_000,
    });
    expect(refusal(() => price({ type: "renewal" }, "2026-11-18")).text).toMatch(/at least 45 days .* by 2026-11-17/);
    const nonRenewal = { type: "nonRenewal", note: "Roof at the end of its life" } as const;
    expect(price(nonRenewal, "2026-09-03").premiumChangeCents).toBe(0);
    expect(refusal(() => price(nonRenewal, "2026-09-04")).status).toBe(422);
  });

  it("reinstates within 30 days of the cancellation, on its day when asked before it, reversing its refund", () => {
    const cancellation: IssuedTransaction = {
      ...newBusiness,
      id: "c1",
      type: "cancellation",
      effectiveDate: "2026-10-01",
      premiumChangeCents: -92_000,
      daysRemaining: 92,
    };
    const reinstate = price({ type: "reinstatement" }, "2026-10-01", [newBusiness, cancellation]);
    expect(reinstate).toMatchObject({ effectiveDate: "2026-10-01", premiumChangeCents: 92_000 });
    expect(price({ type: "reinstatement" }, "2026-10-31", [newBusiness, cancellation]).effectiveDate).toBe(
      "2026-10-31",
    );
    expect(refusal(() => price({ type: "reinstatement" }, "2026-11-01", [newBusiness, cancellation])).status).toBe(422);
    expect(
      refusal(() => price({ type: "endorsement", changes: { coverage: 1 } }, "2026-10-02", [newBusiness, cancellation]))
        .status,
    ).toBe(409);
  });
});

describe("sequence and state", () => {
  it("refuses a change dated before the latest issued transaction", () => {
    const endorsed: IssuedTransaction = { ...newBusiness, id: "e1", type: "endorsement", effectiveDate: "2026-07-02" };
    const refused = refusal(() =>
      price({ type: "endorsement", effectiveDate: "2026-07-01", changes: { premium: 4_000 } }, "2026-07-05", [
        newBusiness,
        endorsed,
      ]),
    );
    expect(refused.status).toBe(409);
    expect(refused.text).toMatch(/out of sequence/);
  });

  it("refuses to endorse a policy never issued", () => {
    expect(refusal(() => price({ type: "endorsement", changes: { premium: 1 } }, "2026-07-05", [])).status).toBe(409);
  });
});
