import { useTranslation } from "react-i18next";
import { StaffScreen } from "../../components/layout/staff-screen";
import { mailNs } from "../../features/mail-outbox/mail-texts";
import { OutboxList } from "../../features/mail-outbox/outbox-list";
import { OutboxSummaryFigures } from "../../features/mail-outbox/outbox-summary";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("mailOutbox");

/** The e-mail outbox: what waits and what failed at the top, every message below, failed ones sent again. */
export default function MailPage() {
  const { t } = useTranslation(mailNs);
  return (
    <StaffScreen permission="mail.read" title={t("title")} lead={t("lead")}>
      <OutboxSummaryFigures />
      <OutboxList />
    </StaffScreen>
  );
}
