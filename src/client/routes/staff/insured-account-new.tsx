import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { PermissionGate } from "../../components/permission-gate";
import { useCreateInsuredAccount } from "../../features/insured-accounts/api/create-insured-account";
import { emptyInsuredAccountDraft } from "../../features/insured-accounts/insured-account-draft";
import { InsuredAccountForm } from "../../features/insured-accounts/insured-account-form";
import { routeTitleMeta } from "../../lib/page-meta";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("insuredAccountNew");

function NewInsuredAccount() {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const create = useCreateInsuredAccount();
  const choosesAgent = can(useCurrentUser().role, "policies.readAll");
  const list = pathTo("insuredAccounts");
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={list} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("accountDetail.back")}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("accountForm.newTitle")}</h1>
        <p className="text-muted-foreground">{t("accountForm.newLead")}</p>
      </div>
      <div className="rounded-lg border border-border bg-surface p-6">
        <InsuredAccountForm
          initial={emptyInsuredAccountDraft(choosesAgent)}
          submitLabel={t("accountForm.create")}
          onSubmit={async (account) => {
            const created = await create.mutateAsync(account);
            toast.success(t("accountForm.created", { number: created.accountNumber }));
            await navigate(pathTo("insuredAccountDetail", { accountId: created.id }));
          }}
          onCancel={() => void navigate(list)}
        />
      </div>
    </div>
  );
}

/** New Account (/policy/accounts/new): the account number is given on saving; then the account's page. */
export default function InsuredAccountNewPage() {
  return (
    <PermissionGate permission="accounts.write">
      <NewInsuredAccount />
    </PermissionGate>
  );
}
