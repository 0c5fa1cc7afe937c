import { useTranslation } from "react-i18next";
import { QueryStates } from "../../components/lists/query-states";
import { AccountSettings } from "../../features/account/account-settings";
import { EmailChangedNotice } from "../../features/account/email-changed-notice";
import { useMemberPreferences } from "../../features/member/api/get-member-preferences";
import type { MemberPageHandle } from "../../features/member/member-pages";
import { memberNs } from "../../features/member/member-texts";
import { PreferencesForm } from "../../features/member/preferences-form";
import { useSelectedPolicy } from "../../features/member/selected-policy";
import { routeTitleMeta } from "../../lib/page-meta";
import { useCurrentMember } from "../../lib/session/use-current-user";

export const meta = routeTitleMeta("memberPreferences");
export const handle: MemberPageHandle = { memberPage: "memberPreferences" };

/** /members/account/preferences: how the member wants to hear from us, and their name and e-mail. */
export default function MemberPreferencesPage() {
  const { t } = useTranslation(memberNs);
  const policy = useSelectedPolicy();
  const preferences = useMemberPreferences(policy.id);
  const member = useCurrentMember();
  return (
    <div className="max-w-2xl space-y-8">
      <EmailChangedNotice email={member.email} />
      <QueryStates
        query={preferences}
        texts={{ loading: t("preferences.loading"), loadFailed: t("preferences.loadFailed"), retry: t("shell.retry") }}
      >
        {/* Keyed by policy, so choosing another policy starts from that policy's saved choice. */}
        {(saved) => <PreferencesForm key={policy.id} policyId={policy.id} saved={saved} />}
      </QueryStates>
      <AccountSettings user={member} />
    </div>
  );
}
