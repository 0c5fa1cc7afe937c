import type { TFunction } from "i18next";
import type { Language } from "../../../shared/constants";
import { formatCents } from "../../../shared/format";

/** A transaction's change in words, to the cent: "+$183.00 charge", "$1,012.00 refund", "No charge or refund". */
export function changeInWords(t: TFunction, cents: number, language: Language): string {
  if (cents === 0) return t("transactions.change.none");
  const amount = formatCents(Math.abs(cents), language);
  return cents > 0 ? t("transactions.change.charge", { amount }) : t("transactions.change.refund", { amount });
}

/** A ledger amount with its sign: "+$183.00" for what the insured owes more, "−$1,012.00" for a refund or payment. */
export function signedCents(cents: number, language: Language): string {
  const amount = formatCents(Math.abs(cents), language);
  if (cents > 0) return `+${amount}`;
  // The minus sign (U+2212), not a hyphen: screen readers read it as "minus".
  return cents < 0 ? `\u2212${amount}` : amount;
}
