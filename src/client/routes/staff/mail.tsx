import { useTranslation } from "react-i18next";
import { PermissionGate } from "../../components/permission-gate";
import { mailNs } from "../../features/mail-outbox/mail-texts";
import { OutboxList } from "../../features/mail-outbox/outbox-list";
import { OutboxSummaryFigures } from "../../features/mail-outbox/outbox-summary";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("mailOutbox");

/** The e-mail outbox: what waits and what failed at the top, every message below, failed ones sent again. */
export default function MailPage() {
  const { t } = useTranslation(mailNs);
  return (
    <PermissionGate permission="mail.read">
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{t("title")}</h1>
          <p className="text-muted-foreground">{t("lead")}</p>
        </div>
        <OutboxSummaryFigures />
        <OutboxList />
      </div>
    </PermissionGate>
  );
}
