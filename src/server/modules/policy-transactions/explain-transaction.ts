import type { Language } from "../../../shared/constants";
import { formatCents } from "../../../shared/format";
import { message, type Message } from "../../../shared/messages/message";
import { renderMessage } from "../../../shared/messages/render";
import type { CancellationMethod, TransactionType } from "../../../shared/policy-transaction";
import { formatsFor } from "../../texts/formats";

/** What a transaction's plain-words explanation reads. */
export interface ExplainedTransaction {
  type: TransactionType;
  effectiveDate: string;
  termStart: string;
  termEnd: string;
  annualPremiumBefore: number;
  annualPremiumAfter: number;
  premiumChangeCents: number;
  daysRemaining: number;
  daysInTerm: number;
  method: CancellationMethod | null;
}

/**
 * A transaction in plain words, in the reader's language: what it does,
 * from when, and its money to the cent with the days it was worked out
 * from. Staff, agents and the insured read the same sentence (screens,
 * API, e-mails and PDFs).
 */
export function explainTransaction(
  transaction: ExplainedTransaction,
  language: Language,
  shortRatePercent = 0,
): string {
  const formats = formatsFor(language);
  const values = {
    effectiveDate: formats.date(transaction.effectiveDate),
    termStart: formats.date(transaction.termStart),
    termEnd: formats.date(transaction.termEnd),
    before: formats.money(transaction.annualPremiumBefore),
    after: formats.money(transaction.annualPremiumAfter),
    amount: formatCents(Math.abs(transaction.premiumChangeCents), language),
    daysRemaining: formats.count(transaction.daysRemaining),
    daysInTerm: formats.count(transaction.daysInTerm),
  };
  return renderMessage(sentence(transaction, values, shortRatePercent), language);
}

type Values = Record<
  "effectiveDate" | "termStart" | "termEnd" | "before" | "after" | "amount" | "daysRemaining" | "daysInTerm",
  string
>;

function sentence(transaction: ExplainedTransaction, values: Values, shortRatePercent: number): Message {
  const { effectiveDate, termStart, termEnd, before, after, amount, daysRemaining, daysInTerm } = values;
  switch (transaction.type) {
    case "newBusiness":
      return message("transaction.explain.newBusiness", { termStart, termEnd, after, amount });
    case "endorsement": {
      const change = transaction.premiumChangeCents;
      if (change === 0) return message("transaction.explain.endorsementNoPremium", { effectiveDate, after });
      const key = change > 0 ? "transaction.explain.endorsementCharge" : "transaction.explain.endorsementRefund";
      return message(key, { effectiveDate, before, after, daysRemaining, daysInTerm, amount });
    }
    case "renewal":
      return message("transaction.explain.renewal", { termStart, termEnd, before, after, amount });
    case "nonRenewal":
      return message("transaction.explain.nonRenewal", { effectiveDate });
    case "cancellation":
      if (transaction.method === "flat")
        return message("transaction.explain.cancellationFlat", { effectiveDate, amount });
      if (transaction.method === "shortRate") {
        return message("transaction.explain.cancellationShortRate", {
          effectiveDate,
          daysRemaining,
          daysInTerm,
          amount,
          percent: shortRatePercent,
        });
      }
      return message("transaction.explain.cancellationProRata", {
        effectiveDate,
        daysRemaining,
        daysInTerm,
        amount,
        before,
      });
    case "reinstatement":
      // Priced pro rata: back in force from a later day than the cancellation's, with a lapse between.
      return transaction.method === "proRata"
        ? message("transaction.explain.reinstatementLapse", { effectiveDate, amount, daysRemaining, daysInTerm })
        : message("transaction.explain.reinstatement", { effectiveDate, amount });
  }
}
