import { HandCoins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { RefundDue } from "../../../shared/billing";
import { Button } from "../../components/ui/button";
import { billingNs } from "../../lib/billing-texts";
import { useChangeRefund } from "./api/change-refund";

/** A held small refund the insured asked for: owed from today, within the refund deadline. */
export function AskRefundButton({ refund }: { refund: RefundDue }) {
  const { t } = useTranslation(billingNs);
  const change = useChangeRefund(refund.id);
  return (
    <Button
      variant="outline"
      disabled={change.isPending}
      aria-label={t("refunds.ask.open", { number: refund.policyNumber })}
      onClick={() =>
        change.mutate(
          { status: "due" },
          {
            onSuccess: (asked) => toast.success(t("refunds.ask.done", { number: asked.policyNumber })),
            onError: (error) => toast.error(t("refunds.ask.failed"), { description: error.message }),
          },
        )
      }
    >
      <HandCoins aria-hidden="true" />
      {t("refunds.ask.button")}
    </Button>
  );
}
