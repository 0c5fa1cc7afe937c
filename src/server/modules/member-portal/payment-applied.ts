import type { BillingRules } from "../../../shared/billing-rules";
import type { Db } from "../../db/client";
import { billPolicy } from "../billing/bill-policy";
import { createBillingRepository } from "../billing/repository";
import type { Receipt } from "./receipt-pdf";

/**
 * What one payment paid, for its receipt: billing replayed from the policy's
 * ledger (the same pure billing that stores the invoices) says which
 * installments the payment went to and how much; what none took is credit.
 * Replayed rather than stored, so the receipt always agrees with the invoices.
 */
export async function paymentApplied(
  db: Db,
  rules: Pick<BillingRules, "additionalPremiumDueDays">,
  policyId: string,
  payment: { id: string; amountCents: number },
): Promise<Pick<Receipt, "applied" | "creditCents">> {
  const repository = createBillingRepository(db);
  const [terms, { events }, stored] = await Promise.all([
    repository.terms(policyId),
    repository.moneyOf(policyId, db),
    repository.invoices(policyId),
  ]);
  const invoices = new Map(stored.map((row) => [`${row.termId}/${row.installment}`, row]));
  const applied: Receipt["applied"] = [];
  for (const allocation of billPolicy(terms, events, rules).allocations) {
    if (allocation.paymentId !== payment.id) continue;
    const invoice = invoices.get(`${allocation.termId}/${allocation.installment}`);
    if (!invoice) continue;
    applied.push({ invoiceNumber: invoice.number, dueOn: invoice.dueOn, amountCents: allocation.amountCents });
  }
  const appliedCents = applied.reduce((sum, part) => sum + part.amountCents, 0);
  return { applied, creditCents: Math.max(0, payment.amountCents - appliedCents) };
}
