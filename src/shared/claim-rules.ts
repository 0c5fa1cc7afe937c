/**
 * The numbers claims handling obeys, in one place a company changes in its
 * company file (validated by company-schema.ts, which refuses anything weaker
 * than the statute). Days are Florida calendar days. Sources: decision 0047.
 */
export interface ClaimRules {
  /** Acknowledge a communication about a claim within this many days of receiving it: s. 627.70131(1)(a), 7. */
  acknowledgeDays: number;
  /** Send the Homeowner Claims Bill of Rights within this many days of the first communication: s. 627.7142, 14. */
  billOfRightsDays: number;
  /** Begin the investigation within this many days of receiving proof of loss: s. 627.70131(3)(a), 7. */
  beginInvestigationDays: number;
  /** Inspect the property within this many days of receiving proof of loss: s. 627.70131(3)(b), 30. */
  inspectionDays: number;
  /** Pay or deny within this many days of notice of the claim: s. 627.70131(7)(a), 60. */
  decisionDays: number;
  /** A deadline this many days away or fewer is shown as at risk. */
  atRiskDays: number;
  /** Notice of a new or reopened claim within this many months of the date of loss: s. 627.70132, 1 year. */
  noticeMonths: number;
  /** Notice of a supplemental claim within this many months of the date of loss: s. 627.70132, 18 months. */
  supplementalNoticeMonths: number;
  /**
   * Interest a payment made after the pay-or-deny deadline carries from the date of notice, in
   * hundredths of a percent a year (s. 627.70131(5)(a): the rate of s. 55.03, set each quarter by the
   * Chief Financial Officer; the company keeps it current here).
   */
  lateInterestBasisPoints: number;
  /** A hurricane loss runs until this many hours after the last watch or warning in Florida ends: s. 627.4025, 72. */
  hurricaneWindowHoursAfter: number;
  /** What an adjuster may pay on one payment without a claims manager's approval, in cents (a user may have their own). */
  adjusterPaymentAuthorityCents: number;
}

export const defaultClaimRules: ClaimRules = {
  acknowledgeDays: 7,
  billOfRightsDays: 14,
  beginInvestigationDays: 7,
  inspectionDays: 30,
  decisionDays: 60,
  atRiskDays: 2,
  noticeMonths: 12,
  supplementalNoticeMonths: 18,
  lateInterestBasisPoints: 900,
  hurricaneWindowHoursAfter: 72,
  adjusterPaymentAuthorityCents: 1_000_000,
};
