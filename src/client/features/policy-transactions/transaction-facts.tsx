import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/format";
import type { PolicyTransaction } from "../../../shared/policy-transaction";
import { Facts } from "../../components/lists/facts";
import { formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { usePageLanguage } from "../../hooks/use-page-language";

/**
 * What a transaction is, as the underwriter checks it before issuing and
 * reads it afterwards: its dates, the premium before and after, the days it
 * was priced on, the rule it follows and the server's plain-words account.
 */
export function TransactionFacts({ transaction }: { transaction: PolicyTransaction }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const date = (iso: string) => formatCalendarDate(iso, language, "long");
  // The days matter where the price is a share of the term; new business and renewal price a whole term.
  const byDays = ["endorsement", "cancellation", "reinstatement"].includes(transaction.type);
  const money = (dollars: number) => formatMoney(dollars, language);
  // New business has no premium before it.
  const premium =
    transaction.type === "newBusiness"
      ? money(transaction.annualPremiumAfter)
      : t("transactions.premiumRange", {
          before: money(transaction.annualPremiumBefore),
          after: money(transaction.annualPremiumAfter),
        });
  return (
    <div className="space-y-3">
      <Facts
        items={[
          [t("transactions.effectiveDate"), date(transaction.effectiveDate)],
          [
            t("transactions.term"),
            t("transactions.termRange", { from: date(transaction.termStart), to: date(transaction.termEnd) }),
          ],
          [
            t("transactions.annualPremium"),
            <span key="premium" className="tabular-nums">
              {premium}
            </span>,
          ],
          ...(byDays
            ? ([
                [
                  t("transactions.days"),
                  t("transactions.daysOfTerm", {
                    remaining: transaction.daysRemaining,
                    inTerm: transaction.daysInTerm,
                  }),
                ],
              ] as [string, string][])
            : []),
        ]}
      />
      <p>{transaction.explanation}</p>
      {transaction.rule && (
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{t("transactions.rule")} </span>
          {transaction.rule}
        </p>
      )}
    </div>
  );
}
