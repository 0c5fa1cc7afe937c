import { billPolicy, type BillingEvent, type TermBilling } from "../../src/server/modules/billing/bill-policy";
import { defaultBillingRules } from "../../src/shared/billing-rules";
import { addDays } from "../../src/shared/calendar-date";

export interface BillingEngineTime {
  policies: number;
  eventsEach: number;
  microsecondsPerBill: number;
}

/**
 * A year of a monthly-plan policy: new business, then endorsements up and
 * down, payments of each installment and one overpayment paid back, as
 * billing replays it from the ledger each time money moves.
 */
function yearOfMoney(seed: number): { terms: TermBilling[]; events: BillingEvent[] } {
  const start = "2026-01-01";
  const terms: TermBilling[] = [
    { termId: `t${seed}`, startDate: start, plan: "monthly", rule: defaultBillingRules.plans.monthly },
  ];
  const premium = 120_000 + (seed % 500) * 100;
  const events: BillingEvent[] = [
    { kind: "premium", termId: `t${seed}`, transactionType: "newBusiness", amountCents: premium, postedOn: start },
  ];
  for (let month = 0; month < 12; month++) {
    const day = addDays(start, month * 30);
    if (month % 3 === 1) {
      const change = (month % 2 === 0 ? 1 : -1) * (1_000 + (seed % 37) * 10);
      events.push({
        kind: "premium",
        termId: `t${seed}`,
        transactionType: "endorsement",
        amountCents: change,
        postedOn: day,
      });
    }
    events.push({
      kind: "payment",
      paymentId: `p${seed}-${month}`,
      amountCents: Math.round(premium / 12) + 300,
      postedOn: day,
    });
  }
  return { terms, events };
}

/** Microseconds per replay of one policy's year, after a pass to warm up: what each money movement costs in process. */
export function billingEngineTime(policies: number): BillingEngineTime {
  const books = Array.from({ length: policies }, (_, index) => yearOfMoney(index));
  const run = () => {
    for (const { terms, events } of books) billPolicy(terms, events, defaultBillingRules);
  };
  run();
  const started = performance.now();
  run();
  return {
    policies,
    eventsEach: books[0]!.events.length,
    microsecondsPerBill: ((performance.now() - started) * 1000) / policies,
  };
}
