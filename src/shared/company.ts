/**
 * Facts about the company, shown across the site. The company is fictional:
 * phone numbers use the reserved 555-0100..0199 range and e-mails example.com.
 * Every value can be replaced through the JSON file named by COMPANY_FILE
 * (see .env.example and company-schema.ts); public pages bake the facts in at
 * build time. This module depends only on billing-rules.ts and claim-rules.ts (no libraries), so it costs the
 * browser nothing.
 */

import { defaultBillingRules, type BillingRules } from "./billing-rules";
import { defaultClaimRules, type ClaimRules } from "./claim-rules";

export interface Phone {
  /** As people read it: "(813) 555-0100". */
  display: string;
  /** E.164, for tel: links: "+18135550100". */
  e164: string;
}

export interface PostalAddress {
  lines: string[];
  city: string;
  state: string;
  postalCode: string;
}

export interface Company {
  name: string;
  shortName: string;
  attorneyInFact: string;
  phones: {
    tollFree: Phone;
    customerService: Phone;
    agentSupport: Phone;
    claimsHotline: Phone & { mnemonic: string };
    fax: Phone;
    emergencyDryOut: Phone & { vendor: string };
  };
  emails: { general: string; support: string; agents: string; claims: string; privacy: string };
  addresses: { mailing: PostalAddress; overnight: PostalAddress };
  hours: { office: string; customerSupport: string; agentSupport: string; emergencyClaims: string };
  urls: {
    /** The public address of this site, for canonical links and the sitemap. */
    site: string;
    quote: string;
    professionalNetwork: string;
    takeOutProgram: string;
    /**
     * The interactive map of the Contact page, an https page shown in a frame
     * only once the visitor asks for it; the Content-Security-Policy allows
     * frames from exactly this address.
     */
    mapEmbed: string;
  };
  /**
   * Placeholders by design (BRAND.md): a fictional company must not appear rated
   * or reinsured by real organisations. Set real values, and `isPlaceholder: false`.
   */
  financialStrength: { rating: string; ratedBy: string; reinsuranceNote: string; isPlaceholder: boolean };
  /** The numbers policy transactions obey (notice periods, reinstatement, short rate): decision 0030. */
  policyRules: PolicyRules;
  /** Payment plans, due dates, fees and refund deadlines.  */
  billingRules: BillingRules;
  /** Claims' statutory clocks, notice limits, late-payment interest and payment authority. */
  claimRules: ClaimRules;
}

/**
 * Florida's rules for policy transactions on a home (s. 627.4133(2), Florida Statutes, for residential property)
 * and the company's own choices, in calendar days. Each names its source; the schema (company-schema.ts) refuses
 * a company file that would give the insured less than the statute: a shorter notice, a longer new-policy
 * window, a shorter moratorium, a larger short-rate holdback.
 */
export interface PolicyRules {
  /** The renewal premium is offered at least this many days before the term ends (s. 627.4133(1)(a): 45). */
  renewalNoticeDays: number;
  /** The renewal job offers renewal to terms ending within this many days (never fewer than renewalNoticeDays). */
  renewalOfferDays: number;
  /** Notice of non-renewal, at least this many days before the term ends (s. 627.4133(2)(a): 120). */
  nonRenewalNoticeDays: number;
  /** Notice of cancellation for non-payment of premium (s. 627.4133(2)(a)1.: 10). */
  nonPaymentNoticeDays: number;
  /**
   * A policy in force for fewer than this many days is "new": any company reason, shorter notice
   * (s. 627.4133(2)(a)2. and 3.: 90 at most).
   */
  newPolicyDays: number;
  /** Notice of any other company cancellation of a new policy (s. 627.4133(2)(a)2.: 20). */
  newPolicyCancellationNoticeDays: number;
  /** Notice of any other company cancellation after the new-policy period (s. 627.4133(2)(a): 120). */
  cancellationNoticeDays: number;
  /** A cancelled policy may be reinstated until this many days after the cancellation takes effect (company rule). */
  reinstatementWindowDays: number;
  /**
   * Insured-requested cancellations may keep this share of the pro-rata refund; 0 turns short rate off
   * (rule 69O-170.010(2), F.A.C.: the return may not be less than 90% of pro rata, so 10 at most).
   */
  shortRatePercent: number;
  /**
   * A home damaged by a hurricane under a declared state of emergency is not cancelled or non-renewed until this
   * many days after it is repaired (s. 627.4133(2)(e)1.: 90).
   */
  stormMoratoriumDays: number;
  /**
   * Under the storm moratorium the exceptions other than non-payment (fraud or a material misstatement about the
   * claim, an unreasonable repair delay, policy limits paid) take this much notice (s. 627.4133(2)(e)2.: 45).
   */
  stormExceptionNoticeDays: number;
  /**
   * While a hurricane watch or warning is in effect in Florida, new business and coverage increases are not
   * bound (a binding suspension: the company's underwriting guideline, not a statute).
   */
  suspendBindingDuringWatch: boolean;
  /**
   * The renewal review prices each home's renewal from this many days before the last day to mail a non-renewal,
   * so staff can decide in time (a company choice; decision 0048).
   */
  renewalReviewLeadDays: number;
  /**
   * A wind mitigation inspection (form OIR-B1-1802) earns its credit for this many years from its day, five at
   * most (the form's own validity); past them the credit ends at the next renewal.
   */
  windMitigationFormYears: number;
  /**
   * A home whose roof is this many years old or more is written or renewed only after a roof inspection (s.
   * 627.7011(5): never for a roof younger than 15 years, so never below 15).
   */
  roofInspectionAgeYears: number;
  /**
   * The years of useful life the roof inspection must find left: the statute lets a home be written with five or
   * more, so a company may ask fewer, never more.
   */
  roofRemainingLifeYears: number;
}

export const defaultCompany: Company = {
  name: "Sabal Reciprocal Exchange",
  shortName: "Sabal",
  attorneyInFact: "Sabal Underwriting Managers, LLC",
  phones: {
    tollFree: { display: "(800) 555-0100", e164: "+18005550100" },
    customerService: { display: "(813) 555-0110", e164: "+18135550110" },
    agentSupport: { display: "(813) 555-0120", e164: "+18135550120" },
    // The default number is from the fictional range, so no word can spell it;
    // a real deployment sets a number and a mnemonic that match.
    claimsHotline: { display: "(800) 555-0130", e164: "+18005550130", mnemonic: "1-800-SABAL-CLM" },
    fax: { display: "(813) 555-0140", e164: "+18135550140" },
    emergencyDryOut: { display: "(813) 555-0150", e164: "+18135550150", vendor: "Gulf Coast Dry-Out Services" },
  },
  emails: {
    general: "info@example.com",
    support: "support@example.com",
    agents: "agents@example.com",
    claims: "claims@example.com",
    privacy: "privacy@example.com",
  },
  addresses: {
    mailing: { lines: ["P.O. Box 10100"], city: "Tampa", state: "FL", postalCode: "33601" },
    overnight: { lines: ["100 Sabal Palm Way, Suite 400"], city: "Tampa", state: "FL", postalCode: "33602" },
  },
  hours: {
    office: "Mon-Fri 8-6, Sat 9-3, Sun closed",
    customerSupport: "Monday-Friday 8 AM-8 PM EST",
    agentSupport: "Monday-Friday 7 AM-7 PM EST",
    emergencyClaims: "24/7",
  },
  urls: {
    site: "https://sabal.example.com",
    quote: "https://quote.example.com/",
    professionalNetwork: "https://network.example.com/company/sabal-reciprocal-exchange",
    takeOutProgram: "https://www.citizensfla.com/",
    // OpenStreetMap's own embed: downtown Tampa, with a marker at the office.
    mapEmbed:
      "https://www.openstreetmap.org/export/embed.html?bbox=-82.4722%2C27.9436%2C-82.4422%2C27.9576&layer=mapnik&marker=27.9506%2C-82.4572",
  },
  financialStrength: {
    rating: "A",
    ratedBy: "Placeholder rating agency",
    reinsuranceNote: "Placeholder: name the reinsurance program here.",
    isPlaceholder: true,
  },
  policyRules: {
    renewalNoticeDays: 45,
    renewalOfferDays: 60,
    nonRenewalNoticeDays: 120,
    nonPaymentNoticeDays: 10,
    newPolicyDays: 90,
    newPolicyCancellationNoticeDays: 20,
    cancellationNoticeDays: 120,
    reinstatementWindowDays: 30,
    shortRatePercent: 10,
    stormMoratoriumDays: 90,
    stormExceptionNoticeDays: 45,
    suspendBindingDuringWatch: true,
    renewalReviewLeadDays: 30,
    windMitigationFormYears: 5,
    roofInspectionAgeYears: 15,
    roofRemainingLifeYears: 5,
  },
  billingRules: defaultBillingRules,
  claimRules: defaultClaimRules,
};

export function formatAddress(address: PostalAddress): string {
  return [...address.lines, `${address.city}, ${address.state} ${address.postalCode}`].join(", ");
}
