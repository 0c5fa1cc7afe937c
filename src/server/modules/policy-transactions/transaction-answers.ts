import { ratingIn } from "../rating/worksheet-words";
import type { PolicyRules } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { message, type Message } from "../../../shared/messages/message";
import { renderMessage } from "../../../shared/messages/render";
import type {
  CancellationMethod,
  CancellationReason,
  LedgerEntryKind,
  PolicyLedger,
  PolicyTransaction,
  TransactionType,
} from "../../../shared/policy-transaction";
import type { PolicyTransactionRow } from "../../db/schema";
import { explainTransaction } from "./explain-transaction";
import { fromStoredMessage } from "./stored-message";

/** The rule a stored transaction follows, as the catalog message it was priced with. */
export function ruleOf(row: Pick<PolicyTransactionRow, "ruleKey" | "ruleParams">): Message | null {
  return row.ruleKey ? fromStoredMessage({ key: row.ruleKey, params: row.ruleParams }) : null;
}

/** A stored transaction as the API answers it, its rule and explanation in the reader's language. */
export function toPolicyTransaction(
  row: PolicyTransactionRow,
  language: Language,
  rules: PolicyRules,
): PolicyTransaction {
  const rule = ruleOf(row);
  const transaction = {
    type: row.type as TransactionType,
    method: row.method as CancellationMethod | null,
    effectiveDate: row.effectiveDate,
    termStart: row.termStart,
    termEnd: row.termEnd,
    annualPremiumBefore: row.annualPremiumBefore,
    annualPremiumAfter: row.annualPremiumAfter,
    premiumChangeCents: row.premiumChangeCents,
    daysRemaining: row.daysRemaining,
    daysInTerm: row.daysInTerm,
  };
  return {
    ...transaction,
    id: row.id,
    policyId: row.policyId,
    status: row.status as PolicyTransaction["status"],
    changes: row.changes,
    reason: row.reason as CancellationReason | null,
    note: row.note,
    noKnownLoss: row.noKnownLoss,
    rule: rule ? renderMessage(rule, language) : null,
    explanation: explainTransaction(transaction, language, rules.shortRatePercent),
    rating: row.snapshot.rating ? ratingIn(row.snapshot.rating, language) : null,
    documentId: row.documentId,
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

interface LedgerRow {
  id: string;
  kind: string;
  amountCents: number;
  postedOn: string;
  transactionId: string | null;
  transactionType: string | null;
  paymentReference: string | null;
}

/** The ledger's lines in the reader's language, and their sum. */
export function toLedger(rows: LedgerRow[], language: Language): PolicyLedger {
  const entries = rows.map((row) => {
    const type = row.transactionType as TransactionType | null;
    const said: Message =
      row.kind === "payment"
        ? message("transaction.ledger.payment", { reference: row.paymentReference ?? "" })
        : row.kind === "installmentFee"
          ? message("transaction.ledger.installmentFee")
          : row.kind === "refundPaid"
            ? message("transaction.ledger.refundPaid")
            : message(row.kind === "charge" ? "transaction.ledger.charge" : "transaction.ledger.refund", {
                type: { key: `words.transactionType.${type ?? "endorsement"}` },
              });
    return {
      id: row.id,
      kind: row.kind as LedgerEntryKind,
      amountCents: row.amountCents,
      postedOn: row.postedOn,
      transactionId: row.transactionId,
      transactionType: type,
      paymentReference: row.paymentReference,
      description: renderMessage(said, language),
    };
  });
  return { entries, balanceCents: entries.reduce((total, entry) => total + entry.amountCents, 0) };
}
