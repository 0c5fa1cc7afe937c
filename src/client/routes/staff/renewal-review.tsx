import { useTranslation } from "react-i18next";
import { PermissionGate } from "../../components/permission-gate";
import { RenewalReviewList } from "../../features/renewal-review/renewal-review-list";
import { routeTitleMeta } from "../../lib/page-meta";
import { staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("renewalReview");

/** /policy/renewal-review: renewals the rate table cannot price, for underwriting to decide in time. */
export default function RenewalReviewPage() {
  const { t } = useTranslation(staffNs);
  return (
    <PermissionGate permission="policies.readAll">
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{t("renewalReview.title")}</h1>
          <p className="text-muted-foreground">{t("renewalReview.lead")}</p>
        </div>
        <RenewalReviewList />
      </div>
    </PermissionGate>
  );
}
