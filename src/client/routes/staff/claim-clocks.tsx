import { useTranslation } from "react-i18next";
import { PermissionGate } from "../../components/permission-gate";
import { claimFileNs } from "../../features/claim-file/claim-file-texts";
import { ClockScreen } from "../../features/claim-file/clock-screen";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("claimClocks");

/** /policy/claims/clocks: the statutory deadlines at risk or overdue across the open claims. */
export default function ClaimClocksPage() {
  const { t } = useTranslation(claimFileNs);
  return (
    <PermissionGate permission="claims.read">
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{t("clockScreen.title")}</h1>
          <p className="text-muted-foreground">{t("clockScreen.lead")}</p>
        </div>
        <ClockScreen />
      </div>
    </PermissionGate>
  );
}
