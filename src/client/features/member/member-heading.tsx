import { useTranslation } from "react-i18next";
import type { MemberPolicy } from "../../../shared/member";
import { MemberNav } from "./member-nav";
import type { MemberPageId } from "./member-pages";
import { memberNs } from "./member-texts";
import { MemberSignOutButton } from "./member-sign-out-button";
import { PolicyChooser } from "./policy-chooser";

/**
 * The top of every member page: which policy, the page's one H1 and lead,
 * the policy chooser (only with more than one policy), Sign out, and the
 * sub-navigation.
 */
export function MemberHeading({
  page,
  policy,
  policies,
}: {
  page: MemberPageId;
  policy: MemberPolicy;
  policies: MemberPolicy[];
}) {
  const { t } = useTranslation(memberNs);
  return (
    <div className="bg-sand">
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-10 pb-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-[70ch] space-y-2">
            <p className="font-semibold text-muted-foreground">
              {t("shell.eyebrow", { number: policy.policyNumber, name: policy.insuredName })}
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-primary">{t(`pages.${page}.title`)}</h1>
            <p className="text-lg text-muted-foreground">{t(`pages.${page}.lead`)}</p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            {policies.length > 1 && <PolicyChooser policy={policy} policies={policies} />}
            <MemberSignOutButton />
          </div>
        </div>
        <MemberNav />
      </div>
    </div>
  );
}
