import { useTranslation } from "react-i18next";
import { StaffScreen } from "../../components/layout/staff-screen";
import { claimFileNs } from "../../features/claim-file/claim-file-texts";
import { ClockScreen } from "../../features/claim-file/clock-screen";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("claimClocks");

/** /policy/claims/clocks: the statutory deadlines at risk or overdue across the open claims. */
export default function ClaimClocksPage() {
  const { t } = useTranslation(claimFileNs);
  return (
    <StaffScreen permission="claims.read" title={t("clockScreen.title")} lead={t("clockScreen.lead")}>
      <ClockScreen />
    </StaffScreen>
  );
}
