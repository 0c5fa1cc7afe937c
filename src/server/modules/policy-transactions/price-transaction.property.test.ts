import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../../../shared/calendar-date";
import { defaultCompany } from "../../../shared/company";
import { proRataCents } from "../../../shared/pro-rata";
import { cancellationMethods, cancellationReasons, type TransactionRequest } from "../../../shared/policy-transaction";
import { HttpError } from "../../http-errors";
import { noFacts } from "./florida-rules";
import { policyAsOf } from "./policy-as-of";
import {
  priceTransaction,
  type IssuedTransaction,
  type PolicyHistory,
  type PolicyOnFile,
  type PricedTransaction,
} from "./price-transaction";

/**
 * The "any sequence of endorsements, cancellation and reinstatement
 * reconciles with the ledger to the cent", on the pure pricing: random terms
 * (leap years included), premiums and requests in date order go through
 * `priceTransaction` with a history kept as the service keeps it, and the
 * ledger (the sum of the issued changes) is checked against a computation
 * that walks the term day by day.
 */

const rules = defaultCompany.policyRules;

// ---------------------------------------------------------------- the money

/** Half up by quotient and remainder, the sign applied after: a second way to the same cent. */
function referenceProRata(annualCents: number, daysRemaining: number, daysInTerm: number, keptPercent: number) {
  const numerator = BigInt(Math.abs(annualCents)) * BigInt(daysRemaining) * BigInt(100 - keptPercent);
  const denominator = BigInt(daysInTerm) * 100n;
  const quotient = numerator / denominator;
  const rounded = quotient + (2n * (numerator % denominator) >= denominator ? 1n : 0n);
  return annualCents < 0 && rounded > 0n ? -Number(rounded) : Number(rounded);
}

const termDays = fc.integer({ min: 1, max: 800 });
const share = termDays.chain((daysInTerm) =>
  fc.record({
    annualCents: fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }),
    daysInTerm: fc.constant(daysInTerm),
    daysRemaining: fc.integer({ min: 0, max: daysInTerm }),
    keptPercent: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 99 })),
  }),
);

describe("proRataCents", () => {
  it("rounds half up, once, as a BigInt quotient and remainder do", () => {
    fc.assert(
      fc.property(share, ({ annualCents, daysRemaining, daysInTerm, keptPercent }) => {
        const cents = proRataCents(annualCents, daysRemaining, daysInTerm, keptPercent);
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBe(referenceProRata(annualCents, daysRemaining, daysInTerm, keptPercent));
        // Within half a cent of the exact share, and never more than the annual amount.
        const exact = (annualCents * daysRemaining * (100 - keptPercent)) / (daysInTerm * 100);
        expect(Math.abs(cents - exact)).toBeLessThanOrEqual(0.5 + Math.abs(exact) * 1e-12);
        expect(Math.abs(cents)).toBeLessThanOrEqual(Math.abs(annualCents));
      }),
      { numRuns: 2_000 },
    );
  });

  it("gives a charge and the refund that undoes it the same number of cents", () => {
    fc.assert(
      fc.property(share, ({ annualCents, daysRemaining, daysInTerm, keptPercent }) => {
        // (+ 0: the cent is the same whether nothing is charged or nothing refunded.)
        expect(proRataCents(-annualCents, daysRemaining, daysInTerm, keptPercent) + 0).toBe(
          -proRataCents(annualCents, daysRemaining, daysInTerm, keptPercent) + 0,
        );
      }),
    );
  });

  it("rounds an exact half cent up, away from zero on both sides", () => {
    // An odd number of cents over half a two-day term is always n + ½.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000_000 }), (half) => {
        const odd = 2 * half + 1;
        expect(proRataCents(odd, 1, 2)).toBe(half + 1);
        expect(proRataCents(-odd, 1, 2)).toBe(-(half + 1));
      }),
    );
  });
});

// ------------------------------------------------------- the policy's life

/** A date the request names, worked out against the term in force when it is priced. */
type DateChoice =
  | { kind: "none" }
  | { kind: "fromToday"; days: number }
  | { kind: "termStart" }
  | { kind: "beforeTermEnd"; days: number };

type Step = { advance: number; date: DateChoice } & (
  | { type: "endorsement"; premium: number | null; coverage: number | null }
  | { type: "cancellation"; reason: TransactionRequest["reason"]; method: TransactionRequest["method"] }
  | { type: "reinstatement" }
  | { type: "renewal"; premium: number | null }
  | { type: "nonRenewal" }
);

const premium = fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 1_000_000_000 }));
const dateChoice: fc.Arbitrary<DateChoice> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: "none" as const }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("fromToday" as const), days: fc.integer({ min: -3, max: 150 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "termStart" as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("beforeTermEnd" as const), days: fc.integer({ min: 0, max: 3 }) }),
  },
);
const advance = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 90 }));

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant("endorsement" as const),
      advance,
      date: dateChoice,
      premium: fc.option(premium, { freq: 5 }),
      coverage: fc.option(fc.integer({ min: 1, max: 1_000_000_000 })),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("cancellation" as const),
      advance,
      date: dateChoice,
      reason: fc.constantFrom(...cancellationReasons),
      method: fc.option(fc.constantFrom(...cancellationMethods), { nil: undefined }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("reinstatement" as const), advance, date: dateChoice }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("renewal" as const),
      advance,
      date: fc.constant({ kind: "none" as const }),
      premium: fc.option(premium),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("nonRenewal" as const),
      advance,
      date: fc.constant({ kind: "none" as const }),
    }),
  },
);

/** The first term: a calendar year (a leap day's start included) or any length, from 2023 to 2031. */
const firstTerm = fc
  .record({
    start: fc.oneof(
      fc.integer({ min: 0, max: 3_287 }).map((days) => addDays("2023-01-01", days)),
      fc.constantFrom("2024-02-29", "2028-02-29", "2024-03-01", "2027-03-01", "2028-01-01"),
    ),
    days: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 800 })),
  })
  .map(({ start, days }) => {
    if (days !== null) return { start, end: addDays(start, days) };
    const end = new Date(`${start}T00:00:00Z`);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    return { start, end: end.toISOString().slice(0, 10) };
  });

const life = fc.record({
  term: firstTerm,
  premium,
  coverage: fc.integer({ min: 1, max: 1_000_000_000 }),
  quotedAhead: fc.integer({ min: 0, max: 30 }),
  steps: fc.array(step, { minLength: 1, maxLength: 14 }),
});

type Life = typeof life extends fc.Arbitrary<infer Value> ? Value : never;

function requestOf(step: Step, today: string, history: PolicyHistory): TransactionRequest {
  const term = history.term!;
  const effectiveDate =
    step.date.kind === "none"
      ? undefined
      : step.date.kind === "fromToday"
        ? addDays(today, step.date.days)
        : step.date.kind === "termStart"
          ? term.start
          : addDays(term.end, -1 - step.date.days);
  const dated = effectiveDate ? { effectiveDate } : {};
  switch (step.type) {
    case "endorsement":
      return {
        type: "endorsement",
        ...dated,
        changes: {
          ...(step.premium === null ? {} : { premium: step.premium }),
          ...(step.coverage === null ? {} : { coverage: step.coverage }),
        },
      };
    case "cancellation":
      return {
        type: "cancellation",
        ...dated,
        reason: step.reason,
        ...(step.method ? { method: step.method } : {}),
        ...(step.reason === "insuredRequest" ? {} : { note: "The company's reason in words" }),
      };
    case "reinstatement":
      return { type: "reinstatement", ...dated };
    case "renewal":
      return { type: "renewal", ...(step.premium === null ? {} : { changes: { premium: step.premium } }) };
    case "nonRenewal":
      return { type: "nonRenewal", note: "The company's reason in words" };
  }
}

interface Issued extends IssuedTransaction {
  priced: PricedTransaction;
}

/** The policy row as the service leaves it on a day: issued changes applied on their day, ended terms expired. */
function policyRowOn(policyNumber: string, issued: Issued[], today: string): PolicyOnFile {
  const asOf = policyAsOf(issued, today);
  // New business makes the row active at once, before its first day.
  const snapshot =
    asOf.status === "notIssued"
      ? issued[0]!.snapshot
      : issued.findLast((each) => each.id === asOf.transactionId)!.snapshot;
  return {
    policyNumber,
    policyType: "General Liability",
    home: null,
    status: asOf.status === "cancelled" || asOf.status === "expired" ? "inactive" : "active",
    premium: snapshot.premium,
    coverage: snapshot.coverage,
    effectiveDate: snapshot.effectiveDate,
    expirationDate: snapshot.expirationDate,
  };
}

const tally = { endorsement: 0, cancellation: 0, reinstatement: 0, renewal: 0, nonRenewal: 0, flat: 0, shortRate: 0 };

/** Runs a policy's life through the pricing as the service would; refused requests leave no trace. */
function live(value: Life) {
  const policyNumber = "SRE-0000001";
  const history: PolicyHistory = { issued: [], term: null };
  const issued: Issued[] = [];
  const issue = (priced: PricedTransaction) => {
    const transaction: Issued = {
      id: `t${issued.length + 1}`,
      type: priced.type,
      effectiveDate: priced.effectiveDate,
      termEnd: priced.termEnd,
      premiumChangeCents: priced.premiumChangeCents,
      daysRemaining: priced.daysRemaining,
      daysInTerm: priced.daysInTerm,
      snapshot: priced.snapshot,
      priced,
    };
    issued.push(transaction);
    history.issued = issued;
    if (priced.type === "newBusiness" || priced.type === "renewal") {
      history.term = { number: (history.term?.number ?? 0) + 1, start: priced.termStart, end: priced.termEnd };
    }
  };

  let today = addDays(value.term.start, -value.quotedAhead);
  issue(
    priceTransaction({
      policy: {
        policyNumber,
        policyType: "General Liability",
        home: null,
        status: "draft",
        premium: value.premium,
        coverage: value.coverage,
        effectiveDate: value.term.start,
        expirationDate: value.term.end,
      },
      history,
      request: { type: "newBusiness" },
      today,
      rules,
      formatDate: (date) => date,
    }),
  );
  for (const step of value.steps) {
    today = addDays(today, step.advance);
    try {
      const priced = priceTransaction({
        policy: policyRowOn(policyNumber, issued, today),
        history,
        request: requestOf(step, today, history),
        today,
        rules,
        formatDate: (date) => date,
        // Always something past due: non-payment is one of the reasons a life may end on.
        facts: { ...noFacts, pastDueSince: value.term.start },
      });
      checkPriced(priced, issued);
      issue(priced);
    } catch (error) {
      // A refusal is the rules at work; anything else (a RangeError from the money) is a bug.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return issued;
}

/** What every priced transaction must satisfy on its own. */
function checkPriced(priced: PricedTransaction, before: Issued[]) {
  expect(Number.isSafeInteger(priced.premiumChangeCents)).toBe(true);
  expect(priced.daysRemaining).toBeGreaterThanOrEqual(0);
  expect(priced.daysRemaining).toBeLessThanOrEqual(priced.daysInTerm);
  expect(priced.daysInTerm).toBe(daysBetween(priced.termStart, priced.termEnd));
  const annualChange = (priced.annualPremiumAfter - priced.annualPremiumBefore) * 100;
  switch (priced.type) {
    case "endorsement":
      expect(Math.abs(priced.premiumChangeCents)).toBeLessThanOrEqual(Math.abs(annualChange));
      expect(Math.sign(priced.premiumChangeCents) * Math.sign(annualChange)).toBeGreaterThanOrEqual(0);
      expect(priced.premiumChangeCents).toBe(
        referenceProRata(annualChange, priced.daysRemaining, priced.daysInTerm, 0),
      );
      tally.endorsement++;
      break;
    case "cancellation": {
      const annual = priced.annualPremiumBefore * 100;
      expect(priced.premiumChangeCents).toBeLessThanOrEqual(0);
      expect(-priced.premiumChangeCents).toBeLessThanOrEqual(annual);
      const kept = priced.method === "shortRate" ? rules.shortRatePercent : 0;
      // 0 − x: a refund that rounds to nothing is 0 cents, never −0 (toBe tells them apart).
      expect(0 - priced.premiumChangeCents).toBe(
        referenceProRata(annual, priced.daysRemaining, priced.daysInTerm, kept),
      );
      if (priced.effectiveDate === priced.termStart && priced.method === "flat") {
        // On the term's first day: back exactly what the term's premium charged.
        expect(priced.premiumChangeCents).toBe(-annual);
        tally.flat++;
      }
      if (priced.method === "flat") expect(priced.effectiveDate).toBe(priced.termStart);
      if (priced.method === "shortRate") {
        expect(priced.reason).toBe("insuredRequest");
        tally.shortRate++;
      }
      tally.cancellation++;
      break;
    }
    case "reinstatement": {
      const cancellation = before.at(-1)!;
      expect(cancellation.type).toBe("cancellation");
      // Asked for before the cancellation took effect: no gap, its refund reversed; later: back from today, its
      // refund reversed less the lapse's days, pro rata.
      if (priced.method === null) expect(priced.premiumChangeCents).toBe(0 - cancellation.premiumChangeCents);
      else {
        expect(priced.effectiveDate > cancellation.effectiveDate).toBe(true);
        const lapseDays = daysBetween(cancellation.effectiveDate, priced.effectiveDate);
        const lapseCents = proRataCents(priced.snapshot.premium * 100, lapseDays, priced.daysInTerm);
        expect(priced.premiumChangeCents).toBe(0 - cancellation.premiumChangeCents - lapseCents);
      }
      tally.reinstatement++;
      break;
    }
    case "renewal":
      expect(priced.premiumChangeCents).toBe(priced.annualPremiumAfter * 100);
      tally.renewal++;
      break;
    case "nonRenewal":
      expect(priced.premiumChangeCents).toBe(0);
      tally.nonRenewal++;
      break;
    case "newBusiness":
      throw new Error("new business only opens the policy");
  }
}

/**
 * A term's premium, worked out without the transactions' amounts: each day
 * of the term the policy is in force (the latest cancellation or
 * reinstatement in effect decides) earns that day's annual premium ÷ the
 * term's days; a short-rate cancellation left standing keeps its share of
 * what it returns. Answered ×(days in term × 100), as an exact whole number.
 */
function earnedTimesDays(term: Issued[]) {
  const { termStart, termEnd, daysInTerm } = term[0]!.priced;
  let earned = 0n;
  for (let day = termStart; day < termEnd; day = addDays(day, 1)) {
    const inEffect = term.filter((transaction) => transaction.effectiveDate <= day);
    const standing = inEffect.findLast((each) => each.type === "cancellation" || each.type === "reinstatement");
    if (standing?.type === "cancellation") continue;
    earned += BigInt(inEffect.at(-1)!.snapshot.premium) * 100n * 100n;
  }
  const last = term.findLast((each) => each.type === "cancellation" || each.type === "reinstatement");
  if (last?.type === "cancellation" && last.priced.method === "shortRate") {
    earned += BigInt(last.snapshot.premium) * 100n * BigInt(last.daysRemaining) * BigInt(rules.shortRatePercent);
  }
  return { earned, denominator: BigInt(daysInTerm) * 100n };
}

describe("a policy's life, priced step by step", () => {
  it("reconciles each term's ledger with the premium it earned, within half a cent per rounded change", () => {
    fc.assert(
      fc.property(life, (value) => {
        const issued = live(value);
        const terms = new Map<string, Issued[]>();
        for (const each of issued)
          terms.set(each.priced.termStart, [...(terms.get(each.priced.termStart) ?? []), each]);
        for (const term of terms.values()) {
          const charged = term.reduce((total, transaction) => total + transaction.premiumChangeCents, 0);
          const { earned, denominator } = earnedTimesDays(term);
          // Each endorsement, each cancellation not reversed and each reinstatement after a lapse is rounded once.
          const gapless = (each: Issued) => each.type === "reinstatement" && each.priced.method === null;
          const reversed = new Set(term.flatMap((each, index) => (gapless(each) ? [term[index - 1]!.id] : [])));
          const rounded = term.filter(
            (each) =>
              each.type === "endorsement" ||
              (each.type === "reinstatement" && !gapless(each)) ||
              (each.type === "cancellation" && !reversed.has(each.id)),
          ).length;
          const error = BigInt(charged) * denominator - earned;
          expect(2n * (error < 0n ? -error : error)).toBeLessThanOrEqual(BigInt(rounded) * denominator);

          const standing = term.findLast((each) => each.type === "cancellation" || each.type === "reinstatement");
          if (standing?.type === "cancellation" && standing.priced.method === "flat") expect(charged).toBe(0);
        }
      }),
      { numRuns: 400 },
    );
    // The lives above met every kind of transaction: the checks were not vacuous. The counts vary with
    // fast-check's seed (about 20 reinstatements in 400 lives), so the floors sit far below them.
    expect(tally.endorsement).toBeGreaterThan(20);
    expect(tally.cancellation).toBeGreaterThan(10);
    expect(tally.reinstatement).toBeGreaterThan(2);
    expect(tally.renewal).toBeGreaterThan(2);
    expect(tally.flat).toBeGreaterThan(0);
    expect(tally.shortRate).toBeGreaterThan(0);
  });

  it("puts the ledger back where it stood before a cancellation once it is reinstated with no gap", () => {
    fc.assert(
      fc.property(life, (value) => {
        const issued = live(value);
        issued.forEach((transaction, index) => {
          if (transaction.type !== "reinstatement" || transaction.priced.method !== null) return;
          const sum = (upTo: number) =>
            issued.slice(0, upTo).reduce((total, each) => total + each.premiumChangeCents, 0);
          expect(issued[index - 1]!.type).toBe("cancellation");
          expect(sum(index + 1)).toBe(sum(index - 1));
        });
      }),
      { numRuns: 300 },
    );
  });
});
