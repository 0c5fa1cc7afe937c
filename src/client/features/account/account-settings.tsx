import { useTranslation } from "react-i18next";
import type { CurrentUser } from "../../../shared/account";
import { AccountSection } from "./account-section";
import { accountNs } from "./account-texts";
import { EmailChangeForm } from "./email-change-form";
import { NameForm } from "./name-form";
import { PasswordChangeForm } from "./password-change-form";

/**
 * What a signed-in person changes on their own account: name and e-mail for
 * everyone, the password for staff and agents (members sign in by e-mailed
 * link, docs/decisions/0022, and have none to change). The page puts
 * EmailChangedNotice at its top, for the return from the confirmation link.
 */
export function AccountSettings({ user }: { user: Pick<CurrentUser, "name" | "email" | "role"> }) {
  const { t } = useTranslation(accountNs);
  const member = user.role === "member";
  return (
    <>
      <AccountSection title={t("name.title")}>
        {/* Keyed by the saved name, so a change made elsewhere starts the form afresh. */}
        <NameForm key={user.name} name={user.name} forMember={member} />
      </AccountSection>
      <AccountSection title={t("email.title")}>
        <EmailChangeForm email={user.email} forMember={member} />
      </AccountSection>
      {!member && (
        <AccountSection title={t("password.title")}>
          <PasswordChangeForm />
        </AccountSection>
      )}
    </>
  );
}

/** Says that role and activation are staff's to change, beside the role the account has. */
export function RoleNote() {
  const { t } = useTranslation(accountNs);
  return <p className="text-sm text-muted-foreground">{t("role.note")}</p>;
}
