import type { PolicyAsOf } from "../../../shared/policy-transaction";
import type { IssuedTransaction } from "./price-transaction";

/**
 * The policy on a day, from its issued transactions (in the order they were
 * issued): the last one in effect by then gives its premium, coverage and
 * term; a cancellation in effect and not reinstated makes it cancelled; a day
 * past the term's end, expired.
 */
export function policyAsOf(issued: IssuedTransaction[], date: string): PolicyAsOf {
  const inEffect = issued.filter((transaction) => transaction.effectiveDate <= date);
  const latest = inEffect.at(-1);
  if (!latest) {
    return {
      date,
      inForce: false,
      status: "notIssued",
      termStart: null,
      termEnd: null,
      premium: null,
      coverage: null,
      transactionId: null,
    };
  }
  const { snapshot } = latest;
  const lastStanding = inEffect.findLast((transaction) => ["cancellation", "reinstatement"].includes(transaction.type));
  const status =
    lastStanding?.type === "cancellation" ? "cancelled" : date >= snapshot.expirationDate ? "expired" : "inForce";
  return {
    date,
    inForce: status === "inForce",
    status,
    termStart: snapshot.effectiveDate,
    termEnd: snapshot.expirationDate,
    premium: snapshot.premium,
    coverage: snapshot.coverage,
    transactionId: latest.id,
  };
}
