import type { BillingRules } from "../../../shared/billing-rules";
import type { PremiumLedgerService } from "../premium-ledger/service";
import { billPolicy } from "./bill-policy";
import { billingEventsOf } from "./ledger-events";
import type { BillingRepository } from "./repository";

/** Which installments one payment went to, and what none took (credit). */
export interface PaymentApplied {
  applied: { invoiceNumber: string; dueOn: string; amountCents: number }[];
  creditCents: number;
}

/**
 * What one payment paid, for its receipt: billing replayed from the policy's
 * ledger (the same pure billing that stores the invoices) says which
 * installments the payment went to and how much; what none took is credit.
 * Replayed rather than stored, so the receipt always agrees with the invoices.
 */
export async function paymentApplied(
  { repository, ledger }: { repository: BillingRepository; ledger: PremiumLedgerService },
  rules: Pick<BillingRules, "additionalPremiumDueDays">,
  policyId: string,
  payment: { id: string; amountCents: number },
): Promise<PaymentApplied> {
  const [terms, entries, stored] = await Promise.all([
    repository.terms(policyId),
    ledger.entries(policyId),
    repository.invoices(policyId),
  ]);
  const { events } = billingEventsOf(entries);
  const invoices = new Map(stored.map((row) => [`${row.termId}/${row.installment}`, row]));
  const applied: PaymentApplied["applied"] = [];
  for (const allocation of billPolicy(terms, events, rules).allocations) {
    if (allocation.paymentId !== payment.id) continue;
    const invoice = invoices.get(`${allocation.termId}/${allocation.installment}`);
    if (!invoice) continue;
    applied.push({ invoiceNumber: invoice.number, dueOn: invoice.dueOn, amountCents: allocation.amountCents });
  }
  const appliedCents = applied.reduce((sum, part) => sum + part.amountCents, 0);
  return { applied, creditCents: Math.max(0, payment.amountCents - appliedCents) };
}
