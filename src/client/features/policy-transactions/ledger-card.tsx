import { useTranslation } from "react-i18next";
import { formatCents } from "../../../shared/format";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { usePolicyLedger } from "./api/get-policy-ledger";
import { signedCents } from "./transaction-money";
import { usePageLanguage } from "../../hooks/use-page-language";

/**
 * The policy's ledger (issue 20, item 6): each charge, refund and payment to
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
                // Two columns, the date under its line's description: it fits the narrow column and a phone.
                <table className="w-full text-left">
                  <caption className="sr-only">{t("ledger.caption")}</caption>
                  <thead>
                    <tr className="border-b border-border">
                      <th scope="col" className="py-2 pr-4 font-medium">
                        {t("ledger.entry")}
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        {t("ledger.amount")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.id} className="border-b border-border last:border-0" data-testid="ledger-entry">
                        <td className="py-2 pr-4">
                          <span className="block">{entry.description}</span>
                          <span className="block text-sm text-muted-foreground">
                            {formatCalendarDate(entry.postedOn, language)}
                          </span>
                        </td>
                        <td className="py-2 text-right align-top whitespace-nowrap tabular-nums">
                          {signedCents(entry.amountCents, language)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
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
