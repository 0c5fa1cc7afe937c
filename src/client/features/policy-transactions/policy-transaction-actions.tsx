import { useTranslation } from "react-i18next";
import type { Policy } from "../../../shared/policy";
import type { PolicyTransaction } from "../../../shared/policy-transaction";
import { staffNs } from "../../lib/staff-texts";
import { CancelDialog } from "./cancel-dialog";
import { EndorseDialog } from "./endorse-dialog";
import { NewBusinessDialog } from "./new-business-dialog";
import { NonRenewDialog } from "./non-renew-dialog";
import { ReinstateDialog } from "./reinstate-dialog";
import { RenewDialog } from "./renew-dialog";
import { ReviewQuoteDialog } from "./review-quote-dialog";
import { latestIssued, policyActions } from "./transaction-state";

/**
 * The policy page's transaction buttons, each opening its dialog, as the
 * policy's status and latest issued transaction allow. `endorseOpen` opens
 * Endorse at once (the edit page's "Change these with an endorsement").
 */
export function PolicyTransactionActions({
  policy,
  transactions,
  endorseOpen = false,
  onEndorseOpenChange,
}: {
  policy: Policy;
  transactions: PolicyTransaction[];
  endorseOpen?: boolean;
  onEndorseOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation(staffNs);
  const actions = policyActions(policy, transactions);
  const waitingQuote = transactions.find(
    (transaction) => transaction.status === "quoted" && transaction.type === "newBusiness",
  );
  const cancellation = latestIssued(transactions);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label={t("transactionActions.label")}>
      {actions.map((action) => {
        switch (action) {
          case "quote":
            return <NewBusinessDialog key={action} policy={policy} />;
          case "issueQuote":
            return waitingQuote ? (
              <ReviewQuoteDialog key={action} transaction={waitingQuote} label={t("transactionActions.issue")} />
            ) : null;
          case "endorse":
            return (
              <EndorseDialog
                key={action}
                policy={policy}
                defaultOpen={endorseOpen}
                onOpenChange={onEndorseOpenChange}
              />
            );
          case "cancel":
            return <CancelDialog key={action} policy={policy} />;
          case "nonRenew":
            return <NonRenewDialog key={action} policy={policy} />;
          case "renew":
            return <RenewDialog key={action} policy={policy} />;
          case "reinstate":
            return cancellation ? <ReinstateDialog key={action} policy={policy} cancellation={cancellation} /> : null;
        }
      })}
    </div>
  );
}
