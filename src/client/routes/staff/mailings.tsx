import { useTranslation } from "react-i18next";
import { StaffScreen } from "../../components/layout/staff-screen";
import { MailingDayPanel } from "../../features/mailings/mailing-day-panel";
import { routeTitleMeta } from "../../lib/page-meta";
import { staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("mailings");

/** /policy/mailings: the day's notices on paper, to print, mail and prove mailed. */
export default function MailingsPage() {
  const { t } = useTranslation(staffNs);
  return (
    <StaffScreen permission="mailings.manage" title={t("mailings.title")} lead={t("mailings.lead")}>
      <MailingDayPanel />
    </StaffScreen>
  );
}
