import { useTranslation } from "react-i18next";
import { BillingPage } from "../../components/layout/billing-page";
import { DelinquencyList } from "../../features/delinquency/delinquency-list";
import { billingNs } from "../../lib/billing-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("delinquency");

/** Past-due invoices by policy, with the notice of cancellation for non-payment where one has gone out. */
export default function DelinquencyPage() {
  const { t } = useTranslation(billingNs);
  return (
    <BillingPage title={t("delinquency.title")} lead={t("delinquency.lead")}>
      <DelinquencyList />
    </BillingPage>
  );
}
