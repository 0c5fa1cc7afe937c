import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { emailChangedParam } from "../../../shared/own-account";
import { accountNs } from "./account-texts";

/**
 * On return from the link that confirms a new e-mail address: the address
 * now in use, or, when better-auth refused the link (expired, used), that
 * nothing changed.
 */
export function EmailChangedNotice({ email }: { email: string }) {
  const { t } = useTranslation(accountNs);
  const [params] = useSearchParams();
  if (!params.has(emailChangedParam)) return null;
  if (params.has("error")) {
    return (
      <div role="alert" className="flex gap-3 rounded-lg border-2 border-alert bg-surface p-4 font-medium">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-alert" />
        <p>{t("email.linkProblem")}</p>
      </div>
    );
  }
  return (
    <div role="status" className="flex gap-3 rounded-lg border-2 border-primary bg-surface p-4 font-medium">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p>{t("email.changed", { email })}</p>
    </div>
  );
}
