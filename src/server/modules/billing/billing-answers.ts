import type { Invoice, InvoiceStatus, RefundDue } from "../../../shared/billing";
import type { InvoiceRow, RefundDueRow } from "../../db/schema";
import type { BilledTerm } from "./repository";

function statusOf(row: InvoiceRow, openCents: number, today: string): InvoiceStatus {
  if (row.premiumCents + row.feeCents === 0 && row.paidCents === 0) return "void";
  if (openCents <= 0) return "paid";
  return row.dueOn < today ? "pastDue" : "open";
}

/** An invoice as the API answers it, its status as of `today`. */
export function invoiceAnswer(row: InvoiceRow, term: BilledTerm, today: string): Invoice {
  const openCents = row.premiumCents + row.feeCents - row.paidCents;
  return {
    id: row.id,
    number: row.number,
    termNumber: term.number,
    installment: row.installment,
    ofInstallments: term.rule.installments.length,
    dueOn: row.dueOn,
    premiumCents: row.premiumCents,
    feeCents: row.feeCents,
    paidCents: row.paidCents,
    openCents,
    status: statusOf(row, openCents, today),
  };
}

/** A refund due as the API answers it: overdue when still to pay after its deadline. */
export function refundAnswer(
  row: RefundDueRow,
  policy: { id: string; policyNumber: string; insuredName: string },
  today: string,
): RefundDue {
  return {
    id: row.id,
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    insuredName: policy.insuredName,
    amountCents: row.amountCents,
    status: row.status as RefundDue["status"],
    createdOn: row.createdOn,
    dueBy: row.dueBy,
    overdue: row.status === "due" && row.dueBy < today,
    requestedByInsured: row.requestedByInsured,
    method: row.method as RefundDue["method"],
    reference: row.reference,
    paidOn: row.paidOn,
  };
}
