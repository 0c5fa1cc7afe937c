import type { Company } from "../../../shared/company";
import type { NewMail } from "../mail/mailer";
import { renderMail } from "../mail/render-mail";
import type { PaymentRow } from "../../db/schema";
import { fill, storedLanguage, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";

/**
 * The "Instant Confirmation" of the payment page: sent once, when the portal
 * reports the payment completed, in the language the payer paid in.
 */
export function paymentConfirmationMail(payment: PaymentRow, policyNumber: string, company: Company): NewMail {
  const language = storedLanguage(payment.language);
  const words = textsFor(language).mail.payment;
  const formats = formatsFor(language);
  return renderMail(
    "payment-confirmation",
    payment.payerEmail,
    {
      language,
      subject: fill(words.subject, { policyNumber }),
      blocks: [
        { type: "lines", lines: [words.thanks] },
        {
          type: "facts",
          facts: [
            [words.policyNumber, policyNumber],
            [words.amount, formats.money(payment.amountCents / 100)],
            [words.reference, payment.reference],
            [words.date, formats.dayOf(payment.completedAt ?? new Date())],
          ],
        },
        {
          type: "lines",
          lines: [
            fill(words.questions, { phone: company.phones.customerService.display, email: company.emails.support }),
          ],
        },
      ],
    },
    company,
  );
}
