import type { BillingRules, PaymentPlan, PlanRule } from "../../../shared/billing-rules";
import { addDays, addMonths } from "../../../shared/calendar-date";
import type { TransactionType } from "../../../shared/policy-transaction";
import { splitCents } from "./split-cents";

/**
 * A policy's invoices, worked out from its money in the order it happened
 * (decision 0033). Pure: the billing service stores what it
 * answers, and the property tests replay any sequence through it.
 *
 * - New business and renewal bill their term's premium on the term's plan:
 *   one invoice per installment, the premium split by the plan's shares to
 *   the cent, a fee on each installment after the first.
 * - Any other charge spreads over the term's installments still to pay
 *   (unpaid, or not yet due), by their plan shares; with none left it is
 *   billed on its own, due `additionalPremiumDueDays` later.
 * - A return of premium takes back what is not yet paid: a cancellation from
 *   the latest installment back (what is left is what was earned), any other
 *   in proportion. An installment brought to nothing unpaid is void, and its
 *   fee with it. What is left over is the insured's credit.
 * - A reinstatement gives each installment back what its cancellation took.
 * - A payment pays the oldest open installment first; what is left over is credit.
 * - Credit pays open installments as soon as there are any; a refund paid
 *   out spends it.
 *
 * So at every step: what the invoices leave open, less the credit, is the
 * ledger's balance, and there is never both credit and an open installment.
 */

export interface TermBilling {
  termId: string;
  startDate: string;
  plan: PaymentPlan;
  /** The plan's rule as it was when the term was billed: later changes to the company's plans do not re-bill it. */
  rule: PlanRule;
}

export type BillingEvent =
  | {
      kind: "premium";
      termId: string;
      transactionType: TransactionType;
      amountCents: number;
      postedOn: string;
      transactionId?: string;
    }
  | { kind: "payment"; paymentId: string; amountCents: number; postedOn: string }
  /** Credit paid back to the insured. */
  | { kind: "refund"; amountCents: number; postedOn: string };

export interface BilledInvoice {
  termId: string;
  /** 1 … the plan's installments; higher ones bill an additional premium on its own. */
  installment: number;
  dueOn: string;
  premiumCents: number;
  feeCents: number;
  paidCents: number;
}

/** Money moved onto an invoice: from a payment, or from credit (paymentId null). */
export interface Allocation {
  termId: string;
  installment: number;
  paymentId: string | null;
  amountCents: number;
}

export interface PolicyBill {
  invoices: BilledInvoice[];
  creditCents: number;
  allocations: Allocation[];
}

export const openCents = (invoice: BilledInvoice) => invoice.premiumCents + invoice.feeCents - invoice.paidCents;

/** What of an invoice's premium may still be taken back: the premium not covered by what was paid beyond the fee. */
const returnableCents = (invoice: BilledInvoice) =>
  invoice.premiumCents - Math.max(0, invoice.paidCents - invoice.feeCents);

const byDue = (a: BilledInvoice, b: BilledInvoice) =>
  a.dueOn === b.dueOn
    ? a.termId === b.termId
      ? a.installment - b.installment
      : a.termId < b.termId
        ? -1
        : 1
    : a.dueOn < b.dueOn
      ? -1
      : 1;

export function billPolicy(
  terms: readonly TermBilling[],
  events: readonly BillingEvent[],
  rules: Pick<BillingRules, "additionalPremiumDueDays">,
): PolicyBill {
  const termsById = new Map(terms.map((term) => [term.termId, term]));
  const invoices: BilledInvoice[] = [];
  const allocations: Allocation[] = [];
  let credit = 0;

  const termInvoices = (termId: string) => invoices.filter((invoice) => invoice.termId === termId);

  function pay(amount: number, paymentId: string | null): number {
    let left = amount;
    for (const invoice of invoices.filter((each) => openCents(each) > 0).sort(byDue)) {
      if (left === 0) break;
      const paid = Math.min(left, openCents(invoice));
      invoice.paidCents += paid;
      left -= paid;
      allocations.push({ termId: invoice.termId, installment: invoice.installment, paymentId, amountCents: paid });
    }
    return left;
  }

  function billTerm(term: TermBilling, amount: number) {
    const { installments, installmentFeeCents } = term.rule;
    const parts = splitCents(
      amount,
      installments.map((each) => each.share),
    );
    installments.forEach((each, at) => {
      invoices.push({
        termId: term.termId,
        installment: at + 1,
        dueOn: addMonths(term.startDate, each.monthsAfterStart),
        premiumCents: parts[at]!,
        feeCents: at > 0 && parts[at]! > 0 ? installmentFeeCents : 0,
        paidCents: 0,
      });
    });
  }

  function charge(term: TermBilling, amount: number, postedOn: string) {
    const planned = termInvoices(term.termId).filter((invoice) => invoice.installment <= term.rule.installments.length);
    const toPay = planned.filter((invoice) => openCents(invoice) > 0 || invoice.dueOn > postedOn);
    if (toPay.length === 0) {
      const installment = termInvoices(term.termId).length + 1;
      const dueOn = addDays(postedOn, rules.additionalPremiumDueDays);
      invoices.push({ termId: term.termId, installment, dueOn, premiumCents: amount, feeCents: 0, paidCents: 0 });
      return;
    }
    const parts = splitCents(
      amount,
      toPay.map((invoice) => term.rule.installments[invoice.installment - 1]!.share),
    );
    toPay.forEach((invoice, at) => {
      const wasVoid = invoice.premiumCents === 0;
      invoice.premiumCents += parts[at]!;
      // A void installment billed again carries its fee again.
      if (wasVoid && invoice.premiumCents > 0 && invoice.installment > 1)
        invoice.feeCents = term.rule.installmentFeeCents;
    });
  }

  /** What the latest cancellation of each term took back from each invoice (and the fee it voided): its reinstatement gives it back. */
  const takenByCancellation = new Map<string, { invoice: BilledInvoice; premiumCents: number; feeCents: number }[]>();

  /** Takes back up to `amount` of unpaid premium; answers what could not be taken back. */
  function takeBack(termId: string, amount: number, latestFirst: boolean): number {
    const returnable = termInvoices(termId).filter((invoice) => returnableCents(invoice) > 0);
    const total = returnable.reduce((sum, invoice) => sum + returnableCents(invoice), 0);
    const taken = Math.min(amount, total);
    if (taken > 0) {
      if (latestFirst) {
        let left = taken;
        const taking: { invoice: BilledInvoice; premiumCents: number; feeCents: number }[] = [];
        for (const invoice of returnable.sort(byDue).reverse()) {
          const part = Math.min(left, returnableCents(invoice));
          invoice.premiumCents -= part;
          left -= part;
          if (part > 0) taking.push({ invoice, premiumCents: part, feeCents: invoice.feeCents });
        }
        takenByCancellation.set(termId, taking);
      } else {
        const parts = splitCents(taken, returnable.map(returnableCents));
        returnable.forEach((invoice, at) => (invoice.premiumCents -= parts[at]!));
      }
      for (const invoice of returnable) {
        if (invoice.premiumCents === 0 && invoice.paidCents === 0) invoice.feeCents = 0;
      }
    }
    return amount - taken;
  }

  /**
   * A reinstatement gives back to each invoice what its cancellation took,
   * fee included, so the schedule is the one before the notice; what the
   * cancellation left as credit is taken from the credit still there, and
   * anything beyond is charged as any other.
   */
  function giveBack(term: TermBilling, amount: number, postedOn: string): void {
    let rest = amount;
    for (const { invoice, premiumCents, feeCents } of takenByCancellation.get(term.termId) ?? []) {
      invoice.premiumCents += premiumCents;
      invoice.feeCents = feeCents;
      rest -= premiumCents;
    }
    takenByCancellation.delete(term.termId);
    const fromCredit = Math.min(credit, rest);
    credit -= fromCredit;
    rest -= fromCredit;
    if (rest > 0) charge(term, rest, postedOn);
  }

  for (const event of events) {
    if (event.kind === "payment") {
      credit += pay(event.amountCents, event.paymentId);
    } else if (event.kind === "refund") {
      if (event.amountCents > credit) throw new RangeError("A refund cannot pay back more than the credit");
      credit -= event.amountCents;
    } else {
      const term = termsById.get(event.termId);
      if (!term) throw new RangeError(`No billing for term ${event.termId}`);
      const billed = termInvoices(term.termId).length > 0;
      if (
        event.amountCents > 0 &&
        !billed &&
        (event.transactionType === "newBusiness" || event.transactionType === "renewal")
      ) {
        billTerm(term, event.amountCents);
      } else if (event.amountCents > 0 && event.transactionType === "reinstatement") {
        giveBack(term, event.amountCents, event.postedOn);
      } else if (event.amountCents > 0) {
        charge(term, event.amountCents, event.postedOn);
      } else if (event.amountCents < 0) {
        credit += takeBack(term.termId, -event.amountCents, event.transactionType === "cancellation");
      }
    }
    if (credit > 0) credit = pay(credit, null);
  }
  return { invoices, creditCents: credit, allocations };
}
