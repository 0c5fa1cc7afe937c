import type { PolicyTransaction } from "../../../shared/policy-transaction";
import { TransactionItem } from "./transaction-item";

/** Transactions newest first, as the server sends them; `empty` says why there are none. */
export function TransactionList({ transactions, empty }: { transactions: PolicyTransaction[]; empty: string }) {
  if (transactions.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-4">
      {transactions.map((transaction) => (
        <TransactionItem key={transaction.id} transaction={transaction} />
      ))}
    </ul>
  );
}
