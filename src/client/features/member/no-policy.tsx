import { useTranslation } from "react-i18next";
import { company } from "../../lib/company";
import { memberNs } from "./member-texts";
import { MemberSignOutButton } from "./member-sign-out-button";

/** A member account no policy belongs to (any more): say so, and who can sort it out. */
export function NoPolicy() {
  const { t } = useTranslation(memberNs);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold text-primary">{t("shell.noPolicy.title")}</h1>
      <p className="text-lg">
        {t("shell.noPolicy.body", {
          phone: company.phones.customerService.display,
          email: company.emails.support,
        })}
      </p>
      <MemberSignOutButton />
    </div>
  );
}
