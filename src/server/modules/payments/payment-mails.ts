import { todayInFlorida } from "../../../shared/calendar-date";
import type { Company } from "../../../shared/company";
import { formatMoney } from "../../../shared/format";
import type { NewMail } from "../../mail/outbox-repository";
import type { PaymentRow } from "../../db/schema";

/** The "Instant Confirmation" of the payment page: sent once, when the portal reports the payment completed. */
export function paymentConfirmationMail(payment: PaymentRow, policyNumber: string, company: Company): NewMail {
  return {
    kind: "payment-confirmation",
    to: payment.payerEmail,
    subject: `Payment received for policy ${policyNumber}`,
    text: [
      "Thank you. We received your payment.",
      "",
      `Policy number: ${policyNumber}`,
      `Amount: ${formatMoney(payment.amountCents / 100)}`,
      `Receipt reference: ${payment.reference}`,
      `Date: ${todayInFlorida(payment.completedAt ?? new Date())}`,
      "",
      `Questions about your payment? Call customer service at ${company.phones.customerService.display} (${company.hours.customerSupport}) or write to ${company.emails.support}.`,
    ].join("\n"),
  };
}
