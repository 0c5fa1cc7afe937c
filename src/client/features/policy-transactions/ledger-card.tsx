import { useTranslation } from "react-i18next";
import { formatCents } from "../../../shared/format";
import { DataTable } from "../../components/lists/data-table";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { staffNs } from "../../lib/staff-texts";
import { usePolicyLedger } from "./api/get-policy-ledger";
import { ledgerColumns } from "./ledger-columns";
import { usePageLanguage } from "../../hooks/use-page-language";

/**
 * The policy's ledger: each charge, refund and payment to
 * the cent, oldest first, and what is owed: by the insured (balance due) or
 * to them (credit).
 */
export function LedgerCard({ policyId }: { policyId: string }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const ledger = usePolicyLedger(policyId, language);
  return (
    <RecordCard title={t("ledger.title")}>
      <QueryStates
        query={ledger}
        texts={{ loading: t("ledger.loading"), loadFailed: t("ledger.loadFailed"), retry: t("common.retry") }}
      >
        {({ entries, balanceCents }) => {
          const balance =
            balanceCents > 0
              ? t("ledger.balanceDue", { amount: formatCents(balanceCents, language) })
              : balanceCents < 0
                ? t("ledger.credit", { amount: formatCents(-balanceCents, language) })
                : t("ledger.settled");
          return (
            <div className="space-y-4">
              {entries.length === 0 ? (
                <p className="text-muted-foreground">{t("ledger.empty")}</p>
              ) : (
                <DataTable
                  caption={t("ledger.caption")}
                  columns={ledgerColumns(t, language)}
                  rows={entries}
                  rowKey={(entry) => entry.id}
                  rowClassName={() => "align-top"}
                  rowTestId="ledger-entry"
                />
              )}
              <p className="text-lg font-semibold tabular-nums" data-testid="ledger-balance">
                {balance}
              </p>
            </div>
          );
        }}
      </QueryStates>
    </RecordCard>
  );
}
