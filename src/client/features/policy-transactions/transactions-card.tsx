import type { UseQueryResult } from "@tanstack/react-query";
import { ListFilter } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PolicyTransaction } from "../../../shared/policy-transaction";
import { pathTo } from "../../../shared/routes";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { staffNs } from "../../lib/staff-texts";
import { TransactionList } from "./transaction-list";

/**
 * The policy page's Transactions: issued and quoted, newest first, and the
 * way to the whole list (withdrawn quotes too), filtered by type.
 */
export function TransactionsCard({
  policyId,
  transactions,
}: {
  policyId: string;
  transactions: UseQueryResult<PolicyTransaction[]>;
}) {
  const { t } = useTranslation(staffNs);
  return (
    <RecordCard title={t("transactions.title")}>
      <QueryStates
        query={transactions}
        texts={{
          loading: t("transactions.loading"),
          loadFailed: t("transactions.loadFailed"),
          retry: t("common.retry"),
        }}
      >
        {(list) => {
          // Withdrawn quotes never took effect: the page lists them, the card keeps to what is and what waits.
          const shown = list.filter((transaction) => transaction.status !== "withdrawn");
          const withdrawn = list.length - shown.length;
          return (
            <div className="space-y-4">
              <TransactionList transactions={shown} empty={t("transactions.empty")} />
              {list.length > 0 && (
                <Link
                  to={pathTo("policyTransactions", { policyId })}
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-2 hover:underline"
                >
                  <ListFilter aria-hidden="true" className="size-5" />
                  {withdrawn > 0 ? t("transactions.allWithWithdrawn", { count: withdrawn }) : t("transactions.byType")}
                </Link>
              )}
            </div>
          );
        }}
      </QueryStates>
    </RecordCard>
  );
}
