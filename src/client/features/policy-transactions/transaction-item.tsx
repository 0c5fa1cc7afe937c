import { FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import type { PolicyTransaction } from "../../../shared/policy-transaction";
import { pathTo } from "../../../shared/routes";
import { FormAlert } from "../../components/form/form-alert";
import { Button } from "../../components/ui/button";
import { formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { useWithdrawTransaction } from "./api/withdraw-transaction";
import { ReviewQuoteDialog } from "./review-quote-dialog";
import { TransactionFacts } from "./transaction-facts";
import { changeInWords } from "./transaction-money";
import { TransactionRating } from "./transaction-rating";
import { TransactionStatusBadge } from "./transaction-status-badge";
import { usePageLanguage } from "../../hooks/use-page-language";

/** One transaction of the list: what it is, its money to the cent, its document, and Issue/Withdraw while quoted. */
export function TransactionItem({ transaction }: { transaction: PolicyTransaction }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const withdraw = useWithdrawTransaction(transaction.policyId);
  const [refusal, setRefusal] = useState("");
  const type = t(`transactionType.${transaction.type}`);
  // Names each row's buttons apart for screen readers: "Issue: Endorsement, July 2, 2026".
  const which = t("transactions.which", {
    type,
    date: formatCalendarDate(transaction.effectiveDate, language, "long"),
  });

  async function withdrawIt() {
    setRefusal("");
    try {
      await withdraw.mutateAsync(transaction.id);
      toast.success(t("transactions.withdrawn", { type }));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t("transactions.failed"));
    }
  }

  return (
    <li className="space-y-3 rounded-md border border-border p-4" data-testid="transaction">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{type}</h3>
          <TransactionStatusBadge status={transaction.status} />
        </div>
        <p
          className={`font-semibold tabular-nums ${transaction.status === "withdrawn" ? "text-muted-foreground line-through" : ""}`}
          data-testid="transaction-change"
        >
          {changeInWords(t, transaction.premiumChangeCents, language)}
        </p>
      </div>
      <TransactionFacts transaction={transaction} />
      {transaction.rating && <TransactionRating rating={transaction.rating} collapsed />}
      {transaction.documentId && (
        <Link
          to={pathTo("documentDetail", { documentId: transaction.documentId })}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-2 hover:underline"
          aria-label={`${t("transactions.document")}: ${which}`}
        >
          <FileText aria-hidden="true" className="size-5" />
          {t("transactions.document")}
        </Link>
      )}
      {transaction.status === "quoted" && (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-3">
            <ReviewQuoteDialog
              transaction={transaction}
              label={t("transactions.issue")}
              accessibleLabel={`${t("transactions.issue")}: ${which}`}
            />
            <Button
              variant="outline"
              onClick={() => void withdrawIt()}
              disabled={withdraw.isPending}
              aria-label={`${t("transactions.withdraw")}: ${which}`}
            >
              {withdraw.isPending ? t("transactions.withdrawing") : t("transactions.withdraw")}
            </Button>
          </div>
          <FormAlert>{refusal}</FormAlert>
        </div>
      )}
    </li>
  );
}
