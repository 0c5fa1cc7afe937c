import { useTranslation } from "react-i18next";
import { BillingPage } from "../../components/layout/billing-page";
import { UnmatchedPaymentsList } from "../../features/unmatched-payments/unmatched-payments-list";
import { billingNs } from "../../lib/billing-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("unmatchedPayments");

/** The payment portal's notifications that matched no payment, for staff to reconcile by hand. */
export default function UnmatchedPaymentsPage() {
  const { t } = useTranslation(billingNs);
  return (
    <BillingPage title={t("unmatched.title")} lead={t("unmatched.lead")} permission="payments.review">
      <UnmatchedPaymentsList />
    </BillingPage>
  );
}
