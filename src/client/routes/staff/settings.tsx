import { KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { RecordCard } from "../../components/lists/facts";
import { Button } from "../../components/ui/button";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { NoticesCard } from "../../features/catastrophe-notices/notices-card";
import { RateVersionsCard } from "../../features/rate-versions/rate-versions-card";
import { staffNs } from "../../lib/staff-texts";
import { UsersCard } from "../../features/user-admin/users-card";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("staffSettings");

/**
 * Configure (a "coming soon" alert in the spec): the user's own security; for
 * staff, users and roles; and the homeowners rate versions (loaded here by
 * underwriting staff, without a deploy).
 */
export default function SettingsPage() {
  const { t } = useTranslation(staffNs);
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("settings.title")}</h1>
        <p className="text-muted-foreground">{t("settings.lead")}</p>
      </div>
      <RecordCard title={t("settings.yourAccount")}>
        <p>{t("settings.yourAccountBody")}</p>
        <Button asChild variant="outline">
          <Link to={pathTo("staffAccount")}>
            <KeyRound aria-hidden="true" />
            {t("settings.openAccount")}
          </Link>
        </Button>
      </RecordCard>
      {can(user.role, "notices.write") && <NoticesCard />}
      {can(user.role, "users.manage") && <UsersCard />}
      {can(user.role, "policies.read") && <RateVersionsCard canLoad={can(user.role, "rating.load")} />}
    </div>
  );
}
