import { useTranslation } from "react-i18next";
import { BillingPage } from "../../components/layout/billing-page";
import { BillingReportsPanel } from "../../features/billing-reports/billing-reports-panel";
import { billingNs } from "../../lib/billing-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("billingReports");

/** Written, earned and unearned premium and aged receivables as of a day: totals on screen, CSV and PDF to download. */
export default function BillingReportsPage() {
  const { t } = useTranslation(billingNs);
  return (
    <BillingPage title={t("reports.title")} lead={t("reports.lead")}>
      <BillingReportsPanel />
    </BillingPage>
  );
}
