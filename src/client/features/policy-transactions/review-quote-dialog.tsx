import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PolicyTransaction } from "../../../shared/policy-transaction";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { staffNs } from "../../lib/staff-texts";
import { QuoteReview } from "./quote-review";

/**
 * Issue for a quote made earlier (kept in Transactions): the same review as
 * right after quoting, so nothing is issued without its price and rule on screen.
 */
export function ReviewQuoteDialog({
  transaction,
  label,
  accessibleLabel,
  variant = "primary",
}: {
  transaction: PolicyTransaction;
  label: string;
  /** A longer name for screen readers when several quotes are listed; it starts with `label`. */
  accessibleLabel?: string;
  variant?: "primary" | "outline";
}) {
  const { t } = useTranslation(staffNs);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} aria-label={accessibleLabel}>
          <BadgeCheck aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-w-2xl space-y-5">
        <div className="space-y-2">
          <DialogTitle>{t("transactions.reviewTitle", { type: t(`transactionType.${transaction.type}`) })}</DialogTitle>
          <DialogDescription>{t("transactions.reviewLead")}</DialogDescription>
        </div>
        <QuoteReview policyId={transaction.policyId} transaction={transaction} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
