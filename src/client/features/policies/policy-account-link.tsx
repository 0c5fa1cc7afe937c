import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PolicyAccount } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { staffNs } from "../../lib/staff-texts";

/** The insured account a policy belongs to, as a link to the account; a dash when it belongs to none. */
export function PolicyAccountLink({ account }: { account: PolicyAccount | null }) {
  const { t } = useTranslation(staffNs);
  if (!account) return <span>{t("policyDetail.noAccount")}</span>;
  return (
    <Link
      to={pathTo("insuredAccountDetail", { accountId: account.id })}
      className="font-medium text-primary underline-offset-2 hover:underline"
    >
      {account.accountNumber} · {account.name}
    </Link>
  );
}
