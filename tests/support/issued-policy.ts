import type {
  IssuedTransaction,
  PolicyOnFile,
  Term,
} from "../../src/server/modules/policy-transactions/price-transaction";

/**
 * A policy the pricing tests start from: one 365-day term from 2026-01-01 at $3,650 a year, issued by its new
 * business (what the rules read as its history).
 */
export function issuedPolicy({ policyType, coverage }: { policyType: string; coverage: number }) {
  const policy: PolicyOnFile = {
    policyNumber: "SRE-0000001",
    policyType,
    home: null,
    status: "active",
    premium: 3_650,
    coverage,
    effectiveDate: "2026-01-01",
    expirationDate: "2027-01-01",
  };
  const term: Term = { number: 1, start: "2026-01-01", end: "2027-01-01" };
  const newBusiness: IssuedTransaction = {
    id: "nb",
    type: "newBusiness",
    effectiveDate: "2026-01-01",
    termEnd: "2027-01-01",
    premiumChangeCents: 365_000,
    daysRemaining: 365,
    daysInTerm: 365,
    snapshot: { premium: 3_650, coverage, effectiveDate: "2026-01-01", expirationDate: "2027-01-01" },
  };
  return { policy, term, newBusiness };
}
