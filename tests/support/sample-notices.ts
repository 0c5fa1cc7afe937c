import type { TransactionType } from "../../src/shared/policy-transaction";
import { message } from "../../src/shared/messages/message";
import type { Home } from "../../src/shared/rating";
import { demoMemberHome } from "../../src/server/db/seed/seed-member-household";
import { rateHo3 } from "../../src/server/modules/rating/rate-ho3";
import { bundledRateTable } from "../../src/server/modules/rating/service";
import type { TransactionNotice } from "../../src/server/modules/policy-transactions/transaction-notice";

/**
 * One issued transaction of each type on the same policy, with the issue's
 * worked example (term 2026-01-01 to 2027-01-01, $3,650 raised to $4,015
 * from 2026-07-02 charges $183.00; cancelling on 2026-10-01 returns
 * $1,012.00). The tests of the documents and e-mails read them.
 */
const policy: TransactionNotice["policy"] = {
  id: "7d3f1c2e-0000-4000-8000-000000000001",
  policyNumber: "SRE-0000001",
  policyType: "Property",
  insuredName: "Ana Rivera",
  address: "1420 Bayshore Boulevard",
  city: "Tampa",
  state: "FL",
  zipCode: "33606",
  coverage: 450_000,
  premium: 4_015,
};

const base = {
  id: "9a6b2d40-0000-4000-8000-000000000002",
  policyId: policy.id,
  termStart: "2026-01-01",
  termEnd: "2027-01-01",
  daysInTerm: 365,
  method: null,
  changes: {},
  changedFrom: {},
  reason: null,
  note: null,
  rule: null,
};

const transactions: Record<TransactionType, TransactionNotice["transaction"]> = {
  newBusiness: {
    ...base,
    type: "newBusiness",
    effectiveDate: "2026-01-01",
    annualPremiumBefore: 0,
    annualPremiumAfter: 3_650,
    premiumChangeCents: 365_000,
    daysRemaining: 365,
    changes: { premium: 3_650, coverage: 450_000, expirationDate: "2027-01-01" },
    issuedAt: new Date("2025-12-18T15:30:00Z"),
  },
  endorsement: {
    ...base,
    type: "endorsement",
    effectiveDate: "2026-07-02",
    annualPremiumBefore: 3_650,
    annualPremiumAfter: 4_015,
    premiumChangeCents: 18_300,
    daysRemaining: 183,
    changes: {
      premium: 4_015,
      coverage: 495_000,
      businessType: "LLC",
      endorsements: ["HO 04 90", "Screened enclosure"],
    },
    changedFrom: { premium: 3_650, coverage: 450_000, businessType: null, endorsements: [] },
    rule: message("transaction.rule.proRata"),
    issuedAt: new Date("2026-06-30T14:05:00Z"),
  },
  cancellation: {
    ...base,
    type: "cancellation",
    effectiveDate: "2026-10-01",
    annualPremiumBefore: 4_015,
    annualPremiumAfter: 4_015,
    premiumChangeCents: -101_200,
    daysRemaining: 92,
    reason: "underwriting",
    method: "proRata",
    note: "The roof inspection of August 12 found the roof at the end of its life; it was not replaced as agreed.",
    rule: message("transaction.rule.cancellationNotice", { days: 120, newDays: 90 }),
    issuedAt: new Date("2026-06-01T13:00:00Z"),
  },
  reinstatement: {
    ...base,
    type: "reinstatement",
    effectiveDate: "2026-10-01",
    annualPremiumBefore: 4_015,
    annualPremiumAfter: 4_015,
    premiumChangeCents: 101_200,
    daysRemaining: 92,
    rule: message("transaction.rule.reinstatementWindow", { days: 30 }),
    issuedAt: new Date("2026-10-14T16:45:00Z"),
  },
  nonRenewal: {
    ...base,
    type: "nonRenewal",
    effectiveDate: "2027-01-01",
    annualPremiumBefore: 4_015,
    annualPremiumAfter: 4_015,
    premiumChangeCents: 0,
    daysRemaining: 0,
    note: "The company no longer writes homeowners policies in coastal zone A.",
    rule: message("transaction.rule.nonRenewalNotice", { days: 120 }),
    // August 15 in Florida: 139 days before the term ends.
    issuedAt: new Date("2026-08-15T14:00:00Z"),
  },
  renewal: {
    ...base,
    type: "renewal",
    effectiveDate: "2027-01-01",
    termStart: "2027-01-01",
    termEnd: "2028-01-01",
    annualPremiumBefore: 4_015,
    annualPremiumAfter: 4_200,
    premiumChangeCents: 420_000,
    daysRemaining: 365,
    changes: { premium: 4_200 },
    rule: message("transaction.rule.renewalNotice", { days: 45 }),
    issuedAt: new Date("2026-10-20T14:00:00Z"),
  },
};

/** The notice of a sample transaction, to an English-reading insured and an Italian-reading agent unless told otherwise. */
export function sampleNotice(type: TransactionType, overrides: Partial<TransactionNotice> = {}): TransactionNotice {
  return {
    transaction: transactions[type],
    policy,
    insured: { name: "Ana Rivera", email: "ana.rivera@example.com", language: "en" },
    agent: { name: "Marco Bellini", email: "marco.bellini@example.com", phone: "(813) 555-0142", language: "it" },
    ...overrides,
  };
}

/**
 * The sample policy's home in Tampa is the demo member's: a masonry home of
 * 2004 with a 2019 hip roof and an inspection (hurricane shutters, clips);
 * $2,400 a year on the bundled illustrative table.
 */
export const sampleHome: Home = demoMemberHome;

/** The home before the sample endorsement: a roof of 2012 and no shutters yet. */
export const sampleHomeBefore: Home = {
  ...sampleHome,
  roofYear: 2012,
  windMitigation: { ...sampleHome.windMitigation!, openingProtection: "none" },
};
/** The sample endorsement's changes from 2026-07-02: a new roof, and hurricane shutters on every opening. */
const endorsed = { roofYear: 2026, windMitigation: sampleHome.windMitigation };

/**
 * A rated home's new business, renewal or endorsement: the sample's dates,
 * the money and each snapshot's rating as re-rating leaves them.
 */
export function ratedSampleNotice(type: "newBusiness" | "renewal" | "endorsement"): TransactionNotice {
  const notice = sampleNotice(type);
  if (type !== "endorsement") {
    const rating = rateHo3(bundledRateTable, sampleHome, notice.transaction.effectiveDate);
    const annual = rating.totalCents / 100;
    return {
      ...notice,
      transaction: {
        ...notice.transaction,
        annualPremiumAfter: annual,
        premiumChangeCents: rating.totalCents,
        changes: { ...notice.transaction.changes, premium: annual, coverage: sampleHome.coverageA },
        snapshot: { home: sampleHome, rating },
      },
      policy: { ...notice.policy, premium: annual, coverage: sampleHome.coverageA },
    };
  }
  // An endorsement is rated on the term's rate version and date, as the term was.
  const { termStart, daysRemaining, daysInTerm } = notice.transaction;
  const home = { ...sampleHomeBefore, ...endorsed };
  const before = rateHo3(bundledRateTable, sampleHomeBefore, termStart);
  const rating = rateHo3(bundledRateTable, home, termStart);
  return {
    ...notice,
    transaction: {
      ...notice.transaction,
      annualPremiumBefore: before.totalCents / 100,
      annualPremiumAfter: rating.totalCents / 100,
      premiumChangeCents: Math.round(((rating.totalCents - before.totalCents) * daysRemaining) / daysInTerm),
      changes: { home: endorsed },
      changedFrom: { home: sampleHomeBefore },
      snapshot: { home, rating },
    },
    policy: { ...notice.policy, premium: rating.totalCents / 100, coverage: sampleHome.coverageA },
  };
}
