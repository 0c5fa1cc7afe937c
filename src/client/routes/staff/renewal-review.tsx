import { useTranslation } from "react-i18next";
import { StaffScreen } from "../../components/layout/staff-screen";
import { RenewalReviewList } from "../../features/renewal-review/renewal-review-list";
import { routeTitleMeta } from "../../lib/page-meta";
import { staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("renewalReview");

/** /policy/renewal-review: renewals the rate table cannot price, for underwriting to decide in time. */
export default function RenewalReviewPage() {
  const { t } = useTranslation(staffNs);
  return (
    <StaffScreen permission="policies.readAll" title={t("renewalReview.title")} lead={t("renewalReview.lead")}>
      <RenewalReviewList />
    </StaffScreen>
  );
}
