import type { Policy } from "../../../shared/policy";
import type { PolicyTransaction, TransactionType } from "../../../shared/policy-transaction";

/** The issued transaction that decides what the policy can do next: the last one issued. */
export function latestIssued(transactions: readonly PolicyTransaction[]): PolicyTransaction | undefined {
  return transactions
    .filter((transaction) => transaction.status === "issued")
    .reduce<PolicyTransaction | undefined>(
      (latest, transaction) =>
        !latest || (transaction.issuedAt ?? "") > (latest.issuedAt ?? "") ? transaction : latest,
      undefined,
    );
}

/** How many transactions of a type were issued: the Endorsements quick action's count. */
export const issuedCount = (transactions: readonly PolicyTransaction[], type: TransactionType) =>
  transactions.filter((transaction) => transaction.status === "issued" && transaction.type === type).length;

export type PolicyAction = "quote" | "issueQuote" | "endorse" | "cancel" | "nonRenew" | "renew" | "reinstate";

/**
 * The transactions a policy offers, from its status and its latest issued
 * transaction: a draft or pending policy is quoted and issued; a cancelled
 * one (cancellation last, even one not yet in effect) can only be
 * reinstated; an active one is endorsed, cancelled, renewed or not renewed,
 * and once a non-renewal is issued, neither renewed nor non-renewed again.
 * The server decides in the end: a refusal names the rule.
 */
export function policyActions(policy: Policy, transactions: readonly PolicyTransaction[]): PolicyAction[] {
  const latest = latestIssued(transactions);
  if (latest?.type === "cancellation") return ["reinstate"];
  if (policy.status === "draft" || policy.status === "pending") {
    const quoted = transactions.some(
      (transaction) => transaction.status === "quoted" && transaction.type === "newBusiness",
    );
    return quoted ? ["quote", "issueQuote"] : ["quote"];
  }
  if (policy.status !== "active") return [];
  return latest?.type === "nonRenewal" ? ["endorse", "cancel"] : ["endorse", "cancel", "nonRenew", "renew"];
}
