import { useTranslation } from "react-i18next";
import { BillingPage } from "../../components/layout/billing-page";
import { RefundsDueList } from "../../features/refunds-due/refunds-due-list";
import { billingNs } from "../../lib/billing-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("refundsDue");

/** Refunds owed to insureds, the overdue first, each recorded as paid from its row. */
export default function RefundsDuePage() {
  const { t } = useTranslation(billingNs);
  return (
    <BillingPage title={t("refunds.title")} lead={t("refunds.lead")}>
      <RefundsDueList />
    </BillingPage>
  );
}
