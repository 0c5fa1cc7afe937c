import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultBillingRules, paymentPlans, type PaymentPlan } from "../../../shared/billing-rules";
import { addDays } from "../../../shared/calendar-date";
import { billPolicy, openCents, type BillingEvent, type TermBilling } from "./bill-policy";
import { splitCents } from "./split-cents";

/**
 * The "plan splits always add up to the premium to the cent" and
 * "every sequence of transactions and payments keeps invoices, ledger and
 * balance equal", on the pure billing: random plans, premiums, endorsements,
 * cancellations, reinstatements, payments and refunds, replayed step by step.
 */

const rules = defaultBillingRules;
const plan = fc.constantFrom(...paymentPlans);
const cents = (max: number) => fc.integer({ min: 1, max });

describe("splitting cents", () => {
  it("adds up exactly and gives each part its share to within a cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }),
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
          .filter((w) => w.some((x) => x > 0)),
        (amount, weights) => {
          const parts = splitCents(amount, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          parts.forEach((part, at) => expect(Math.abs(part - (amount * weights[at]!) / total)).toBeLessThan(1));
        },
      ),
    );
  });
});

describe("a term billed on its plan", () => {
  it("splits the premium by the plan's shares, to the cent, due on the plan's months", () => {
    fc.assert(
      fc.property(
        plan,
        cents(5_000_000_00),
        fc.date({ min: new Date("2020-01-01"), max: new Date("2040-12-31"), noInvalidDate: true }),
        (chosen, premium, start) => {
          const startDate = start.toISOString().slice(0, 10);
          const rule = rules.plans[chosen];
          const { invoices } = billPolicy(
            [{ termId: "t1", startDate, plan: chosen, rule }],
            [
              {
                kind: "premium",
                termId: "t1",
                transactionType: "newBusiness",
                amountCents: premium,
                postedOn: startDate,
              },
            ],
            rules,
          );
          expect(invoices).toHaveLength(rule.installments.length);
          expect(invoices.reduce((sum, invoice) => sum + invoice.premiumCents, 0)).toBe(premium);
          const shares = rule.installments.reduce((sum, each) => sum + each.share, 0);
          invoices.forEach((invoice, at) => {
            expect(Math.abs(invoice.premiumCents - (premium * rule.installments[at]!.share) / shares)).toBeLessThan(1);
            expect(invoice.dueOn >= startDate).toBe(true);
            if (at > 0) expect(invoice.dueOn > invoices[at - 1]!.dueOn).toBe(true);
          });
          expect(invoices[0]!.dueOn).toBe(startDate);
        },
      ),
    );
  });

  it("bills 4-pay 40/20/20/20 and 2-pay 60/40 as the company facts say", () => {
    const bill = (chosen: PaymentPlan) =>
      billPolicy(
        [{ termId: "t1", startDate: "2026-01-31", plan: chosen, rule: rules.plans[chosen] }],
        [
          {
            kind: "premium",
            termId: "t1",
            transactionType: "newBusiness",
            amountCents: 2_400_01,
            postedOn: "2026-01-31",
          },
        ],
        rules,
      ).invoices.map(({ dueOn, premiumCents, feeCents }) => [dueOn, premiumCents, feeCents]);
    expect(bill("fourPay")).toEqual([
      ["2026-01-31", 960_01, 0],
      ["2026-04-30", 480_00, 300],
      ["2026-07-31", 480_00, 300],
      ["2026-10-31", 480_00, 300],
    ]);
    expect(bill("twoPay")).toEqual([
      ["2026-01-31", 1_440_01, 0],
      ["2026-07-31", 960_00, 0],
    ]);
  });
});

// ---------------------------------------------------------------- any sequence

type Step =
  | { kind: "endorse"; cents: number; day: number }
  | { kind: "cancel"; day: number }
  | { kind: "pay"; share: number; extra: number; day: number }
  | { kind: "refund"; share: number; day: number }
  | { kind: "renew"; plan: PaymentPlan; cents: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("endorse" as const),
    cents: fc.integer({ min: -200_000, max: 200_000 }),
    day: fc.integer({ min: 0, max: 40 }),
  }),
  fc.record({ kind: fc.constant("cancel" as const), day: fc.integer({ min: 0, max: 60 }) }),
  fc.record({
    kind: fc.constant("pay" as const),
    share: fc.integer({ min: 1, max: 100 }),
    extra: fc.integer({ min: 0, max: 5_000 }),
    day: fc.integer({ min: 0, max: 40 }),
  }),
  fc.record({
    kind: fc.constant("refund" as const),
    share: fc.integer({ min: 1, max: 100 }),
    day: fc.integer({ min: 0, max: 10 }),
  }),
  fc.record({ kind: fc.constant("renew" as const), plan, cents: cents(900_000) }),
);

describe("any sequence of transactions, payments and refunds", () => {
  it("keeps invoices, ledger and balance equal, and never both credit and something open", () => {
    fc.assert(
      fc.property(plan, cents(900_000), fc.array(step, { maxLength: 25 }), (firstPlan, premium, steps) => {
        const start = "2026-03-01";
        const terms: TermBilling[] = [
          { termId: "term-1", startDate: start, plan: firstPlan, rule: rules.plans[firstPlan] },
        ];
        const events: BillingEvent[] = [
          { kind: "premium", termId: "term-1", transactionType: "newBusiness", amountCents: premium, postedOn: start },
        ];
        let today = start;
        let termId = "term-1";
        let cancelledRefund = 0;
        let payments = 0;

        const bill = () => billPolicy(terms, events, rules);
        const check = () => {
          const { invoices, creditCents, allocations } = bill();
          const premiums = events.reduce((sum, event) => sum + (event.kind === "premium" ? event.amountCents : 0), 0);
          const paid = events.reduce((sum, event) => sum + (event.kind === "payment" ? event.amountCents : 0), 0);
          const refunded = events.reduce((sum, event) => sum + (event.kind === "refund" ? event.amountCents : 0), 0);
          const fees = invoices.reduce((sum, invoice) => sum + invoice.feeCents, 0);
          const ledgerBalance = premiums + fees - paid + refunded;
          const open = invoices.reduce((sum, invoice) => sum + openCents(invoice), 0);
          expect(open - creditCents).toBe(ledgerBalance);
          expect(creditCents).toBeGreaterThanOrEqual(0);
          if (creditCents > 0) expect(open).toBe(0);
          for (const invoice of invoices) {
            expect(invoice.premiumCents).toBeGreaterThanOrEqual(0);
            expect(invoice.paidCents).toBeGreaterThanOrEqual(0);
            expect(openCents(invoice)).toBeGreaterThanOrEqual(0);
          }
          expect(allocations.reduce((sum, each) => sum + each.amountCents, 0)).toBe(
            invoices.reduce((sum, invoice) => sum + invoice.paidCents, 0),
          );
          return { open, creditCents };
        };

        check();
        for (const next of steps) {
          if (next.kind === "endorse" && cancelledRefund === 0) {
            today = addDays(today, next.day);
            events.push({
              kind: "premium",
              termId,
              transactionType: "endorsement",
              amountCents: next.cents,
              postedOn: today,
            });
          } else if (next.kind === "cancel") {
            today = addDays(today, next.day);
            if (cancelledRefund === 0) {
              const inForce = events.reduce(
                (sum, e) => sum + (e.kind === "premium" && e.termId === termId ? e.amountCents : 0),
                0,
              );
              cancelledRefund = Math.max(0, Math.floor(inForce / 2));
              if (cancelledRefund === 0) continue;
              events.push({
                kind: "premium",
                termId,
                transactionType: "cancellation",
                amountCents: -cancelledRefund,
                postedOn: today,
              });
            } else {
              events.push({
                kind: "premium",
                termId,
                transactionType: "reinstatement",
                amountCents: cancelledRefund,
                postedOn: today,
              });
              cancelledRefund = 0;
            }
          } else if (next.kind === "pay") {
            today = addDays(today, next.day);
            const { open } = check();
            const amount = Math.floor((open * next.share) / 100) + next.extra;
            if (amount === 0) continue;
            payments += 1;
            events.push({ kind: "payment", paymentId: `pay-${payments}`, amountCents: amount, postedOn: today });
          } else if (next.kind === "refund") {
            const { creditCents } = check();
            const amount = Math.floor((creditCents * next.share) / 100);
            if (amount === 0) continue;
            events.push({ kind: "refund", amountCents: amount, postedOn: addDays(today, next.day) });
          } else if (next.kind === "renew" && cancelledRefund === 0) {
            const startDate = addDays(terms.at(-1)!.startDate, 365);
            today = startDate;
            termId = `term-${terms.length + 1}`;
            terms.push({ termId, startDate, plan: next.plan, rule: rules.plans[next.plan] });
            events.push({
              kind: "premium",
              termId,
              transactionType: "renewal",
              amountCents: next.cents,
              postedOn: today,
            });
          }
          check();
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a cancellation takes back the latest installments; its reinstatement gives them back, fees included", () => {
    const terms: TermBilling[] = [{ termId: "t", startDate: "2026-01-01", plan: "fourPay", rule: rules.plans.fourPay }];
    const events: BillingEvent[] = [
      { kind: "premium", termId: "t", transactionType: "newBusiness", amountCents: 1_000_00, postedOn: "2026-01-01" },
      { kind: "payment", paymentId: "p1", amountCents: 400_00, postedOn: "2026-01-01" },
      { kind: "premium", termId: "t", transactionType: "cancellation", amountCents: -500_00, postedOn: "2026-07-02" },
    ];
    const cancelled = billPolicy(terms, events, rules);
    expect(cancelled.invoices.map((each) => [each.premiumCents, each.feeCents, each.paidCents])).toEqual([
      [400_00, 0, 400_00],
      [100_00, 300, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    events.push({
      kind: "premium",
      termId: "t",
      transactionType: "reinstatement",
      amountCents: 500_00,
      postedOn: "2026-07-20",
    });
    const reinstated = billPolicy(terms, events, rules);
    // Each installment gets back what the cancellation took, its fee included: the schedule before the notice.
    expect(reinstated.invoices.map((each) => [each.premiumCents, each.feeCents])).toEqual([
      [400_00, 0],
      [200_00, 300],
      [200_00, 300],
      [200_00, 300],
    ]);
  });
});
