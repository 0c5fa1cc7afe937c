import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import { pathTo } from "../../../shared/routes";
import { Button } from "../../components/ui/button";
import { useSignOut } from "../../lib/session/use-sign-out";
import { AccountSettings, RoleNote } from "../../features/account/account-settings";
import { EmailChangedNotice } from "../../features/account/email-changed-notice";
import { TwoFactorSettings } from "../../features/auth/two-factor-settings";
import { ApiKeysSection } from "../../features/api-keys/api-keys-section";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("staffAccount");

/** The signed-in user's account: who they are, their name, e-mail and password, two-step verification, and signing out elsewhere. */
export default function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const handleSignOut = useSignOut();

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-bold text-primary">{t("staff.account.title")}</h1>
      <EmailChangedNotice email={user.email} />
      {user.mustEnrolTwoFactor && (
        <p role="status" className="rounded-md border border-alert p-4 font-medium">
          {t("staff.account.twoFactorRequired")}
        </p>
      )}

      <section aria-labelledby="profile-title" className="space-y-3 rounded-lg border border-border bg-surface p-6">
        <h2 id="profile-title" className="text-2xl font-semibold">
          {t("staff.account.profile")}
        </h2>
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">{t("staff.account.role")}</dt>
          <dd>{t(`staff.roles.${user.role}`)}</dd>
        </dl>
        <RoleNote />
      </section>

      <AccountSettings user={user} />

      <section aria-labelledby="two-factor-title" className="space-y-3 rounded-lg border border-border bg-surface p-6">
        <h2 id="two-factor-title" className="text-2xl font-semibold">
          {t("staff.account.twoFactorTitle")}
        </h2>
        <TwoFactorSettings
          enabled={user.twoFactorEnabled}
          onChanged={() => {
            if (user.mustEnrolTwoFactor) void navigate(pathTo("policyDashboard"));
            else void revalidator.revalidate();
          }}
        />
      </section>

      <ApiKeysSection />

      <section aria-labelledby="sessions-title" className="space-y-3 rounded-lg border border-border bg-surface p-6">
        <h2 id="sessions-title" className="text-2xl font-semibold">
          {t("staff.account.sessionsTitle")}
        </h2>
        <p>{t("staff.account.sessionsBody")}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void handleSignOut("thisDevice")}>
            {t("staff.signOut")}
          </Button>
          <Button variant="outline" onClick={() => void handleSignOut("otherDevices")}>
            {t("staff.signOutOthers")}
          </Button>
          <Button variant="destructive" onClick={() => void handleSignOut("everywhere")}>
            {t("staff.signOutEverywhere")}
          </Button>
        </div>
      </section>
    </div>
  );
}
