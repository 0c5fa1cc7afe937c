import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { Policy } from "../../../shared/policy";
import { transactionTypes, type TransactionType } from "../../../shared/policy-transaction";
import { pathTo } from "../../../shared/routes";
import { QueryStates } from "../../components/lists/query-states";
import { RecordGate } from "../../components/lists/record-gate";
import { usePolicy } from "../../features/policies/api/get-policy";
import { PolicySubpageHeader } from "../../features/policies/policy-subpage-header";
import { policyRecordTexts } from "../../features/policies/policy-record-texts";
import { usePolicyTransactions } from "../../features/policy-transactions/api/list-policy-transactions";
import { TransactionList } from "../../features/policy-transactions/transaction-list";
import { TransactionTypeFilter } from "../../features/policy-transactions/transaction-type-filter";
import { usePageLanguage } from "../../hooks/use-page-language";
import { useUrlState } from "../../hooks/use-url-state";
import { routeTitleMeta } from "../../lib/page-meta";
import { staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("policyTransactions");

const isType = (value: string): value is TransactionType => (transactionTypes as readonly string[]).includes(value);

function PolicyTransactions({ policy }: { policy: Policy }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const transactions = usePolicyTransactions(policy.id, language);
  // The type shown is in the address: the policy page's Endorsements opens this list with ?type=endorsement.
  const [view, setView] = useUrlState({ type: "" });
  const type = isType(view.type) ? view.type : "";
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <PolicySubpageHeader policy={policy} title={t("transactions.pageTitle", { number: policy.policyNumber })} />
      <TransactionTypeFilter value={type} onChange={(next) => setView({ type: next })} />
      <QueryStates
        query={transactions}
        texts={{
          loading: t("transactions.loading"),
          loadFailed: t("transactions.loadFailed"),
          retry: t("common.retry"),
        }}
      >
        {(list) => (
          <TransactionList
            transactions={type ? list.filter((transaction) => transaction.type === type) : list}
            empty={
              type ? t("transactions.emptyOfType", { type: t(`transactionType.${type}`) }) : t("transactions.empty")
            }
          />
        )}
      </QueryStates>
    </div>
  );
}

/** /policy/{policyId}/transactions: every transaction of the policy, newest first, filtered by type. */
export default function PolicyTransactionsPage() {
  const { t } = useTranslation(staffNs);
  const { policyId = "" } = useParams();
  return (
    <RecordGate query={usePolicy(policyId)} texts={policyRecordTexts(t)} backTo={pathTo("policyDashboard")}>
      {(policy) => <PolicyTransactions policy={policy} />}
    </RecordGate>
  );
}
