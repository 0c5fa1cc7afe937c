import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { InsuredAccount } from "../../../shared/insured-account";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import { PermissionGate } from "../../components/permission-gate";
import { useInsuredAccount } from "../../features/insured-accounts/api/get-insured-account";
import { useSaveInsuredAccount } from "../../features/insured-accounts/api/save-insured-account";
import { draftOfInsuredAccount } from "../../features/insured-accounts/insured-account-draft";
import { InsuredAccountForm } from "../../features/insured-accounts/insured-account-form";
import { insuredAccountRecordTexts } from "../../features/insured-accounts/insured-account-record-texts";
import { routeTitleMeta } from "../../lib/page-meta";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("insuredAccountEdit");

function EditInsuredAccount({ account }: { account: InsuredAccount }) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const save = useSaveInsuredAccount(account.id);
  const choosesAgent = can(useCurrentUser().role, "policies.readAll");
  const detail = pathTo("insuredAccountDetail", { accountId: account.id });
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={detail} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("accountForm.backToAccount", { number: account.accountNumber })}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">
          {t("accountForm.editTitle", { number: account.accountNumber })}
        </h1>
        <p className="text-muted-foreground">{t("accountForm.editLead")}</p>
      </div>
      <div className="rounded-lg border border-border bg-surface p-6">
        <InsuredAccountForm
          initial={draftOfInsuredAccount(account, choosesAgent)}
          submitLabel={t("accountForm.save")}
          onSubmit={async (changed) => {
            const saved = await save.mutateAsync(changed);
            toast.success(t("accountForm.saved", { number: saved.accountNumber }));
            await navigate(detail);
          }}
          onCancel={() => void navigate(detail)}
        />
      </div>
    </div>
  );
}

/** Edit an insured account (/policy/accounts/{id}/edit): every field but its number. */
export default function InsuredAccountEditPage() {
  const { t } = useTranslation(staffNs);
  const { accountId = "" } = useParams();
  return (
    <PermissionGate permission="accounts.write">
      <RecordGate
        query={useInsuredAccount(accountId)}
        texts={insuredAccountRecordTexts(t)}
        backTo={pathTo("insuredAccounts")}
      >
        {(account) => <EditInsuredAccount account={account} />}
      </RecordGate>
    </PermissionGate>
  );
}
