import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { PolicyTransaction } from "../../../shared/policy-transaction";
import { FormAlert } from "../../components/form/form-alert";
import { Button } from "../../components/ui/button";
import { staffNs } from "../../lib/staff-texts";
import { useIssueTransaction } from "./api/issue-transaction";
import { useWithdrawTransaction } from "./api/withdraw-transaction";
import { TransactionFacts } from "./transaction-facts";
import { changeInWords } from "./transaction-money";
import { TransactionRating } from "./transaction-rating";
import { TransactionStatusBadge } from "./transaction-status-badge";
import { usePageLanguage } from "../../hooks/use-page-language";

type Pending = "issue" | "withdraw" | "back" | null;

/**
 * A quoted transaction before anything is issued: its price to the cent, its
 * dates, the rule it follows and what it does; then Issue, or set it aside
 * (Withdraw, or Back to change the details, which withdraws this quote too).
 * A refusal (a stale quote, a notice period that ran out) shows the server's
 * words and leaves the quote as it is.
 */
export function QuoteReview({
  policyId,
  transaction,
  onDone,
  onBack,
}: {
  policyId: string;
  transaction: PolicyTransaction;
  /** After it is issued or withdrawn. */
  onDone: () => void;
  /** Back to the form that made the quote; without it, there is no Back. */
  onBack?: () => void;
}) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const issue = useIssueTransaction(policyId);
  const withdraw = useWithdrawTransaction(policyId);
  const [pending, setPending] = useState<Pending>(null);
  const [refusal, setRefusal] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const type = t(`transactionType.${transaction.type}`);

  // The step replaces the form inside the same dialog: reading starts at its heading.
  useEffect(() => heading.current?.focus(), []);

  async function run(step: Exclude<Pending, null>) {
    setPending(step);
    setRefusal("");
    try {
      if (step === "issue") {
        const issued = await issue.mutateAsync(transaction.id);
        toast.success(t("transactions.issued", { type: t(`transactionType.${issued.type}`) }));
        onDone();
      } else {
        await withdraw.mutateAsync(transaction.id);
        if (step === "back" && onBack) onBack();
        else {
          toast.success(t("transactions.withdrawn", { type }));
          onDone();
        }
      }
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t("transactions.failed"));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="space-y-5" data-testid="quote-review">
      <div className="space-y-2">
        <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("transactions.quoteTitle", { type })}
        </h3>
        <TransactionStatusBadge status={transaction.status} />
      </div>
      <div className="rounded-lg bg-primary px-5 py-4 text-primary-foreground">
        <p className="text-sm opacity-90">{t("transactions.price")}</p>
        <p className="text-3xl font-bold tabular-nums" data-testid="quote-price">
          {changeInWords(t, transaction.premiumChangeCents, language)}
        </p>
      </div>
      <TransactionFacts transaction={transaction} />
      {transaction.rating && <TransactionRating rating={transaction.rating} />}
      <p className="text-sm text-muted-foreground">{t("transactions.reviewNote")}</p>
      <FormAlert>{refusal}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void run("issue")} disabled={pending !== null}>
          {pending === "issue" ? t("transactions.issuing") : t("transactions.issue")}
        </Button>
        {onBack && (
          <Button variant="outline" onClick={() => void run("back")} disabled={pending !== null}>
            {t("transactions.back")}
          </Button>
        )}
        <Button variant="outline" onClick={() => void run("withdraw")} disabled={pending !== null}>
          {pending === "withdraw" ? t("transactions.withdrawing") : t("transactions.withdraw")}
        </Button>
      </div>
    </div>
  );
}
