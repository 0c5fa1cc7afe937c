import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { InsuredAccount } from "../../../shared/insured-account";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import { useInsuredAccount } from "../../features/insured-accounts/api/get-insured-account";
import { insuredAccountRecordTexts } from "../../features/insured-accounts/insured-account-record-texts";
import { emptyPolicyDraft, PolicyForm, type PolicyDraft } from "../../features/policies/policy-form";
import { useCreatePolicy } from "../../lib/api/create-policy";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyNew");

/** A new policy of an insured account starts with the account's insured, address and agent. */
function draftForAccount(account: InsuredAccount): PolicyDraft {
  return {
    ...emptyPolicyDraft,
    accountId: account.id,
    insuredName: account.name,
    businessType: account.businessType,
    address: account.address,
    city: account.city,
    state: account.state,
    zipCode: account.zipCode,
    agentId: account.agentId ?? "",
  };
}

function NewPolicy({ account }: { account: InsuredAccount | null }) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const create = useCreatePolicy();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("policyDashboard")} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("policyDetail.back")}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("policyForm.newTitle")}</h1>
        <p className="text-muted-foreground">{t("policyForm.newLead")}</p>
        {account && (
          <p>
            {t("policyForm.forAccount")}{" "}
            <Link
              to={pathTo("insuredAccountDetail", { accountId: account.id })}
              className="font-medium text-primary underline"
            >
              {account.accountNumber} · {account.name}
            </Link>
          </p>
        )}
      </div>
      <div className="rounded-lg border border-border bg-surface p-6">
        <PolicyForm
          initial={account ? draftForAccount(account) : emptyPolicyDraft}
          submitLabel={t("policyForm.create")}
          onSubmit={async (policy) => {
            const created = await create.mutateAsync(policy);
            toast.success(t("policyForm.created", { number: created.policyNumber }));
            await navigate(pathTo("policyDetail", { policyId: created.id }));
          }}
          onCancel={() => void navigate(pathTo("policyDashboard"))}
        />
      </div>
    </div>
  );
}

/**
 * SPEC §2 New policy form: validated on both sides, then the new policy's
 * page. Opened from an insured account (`?accountId=`), the policy belongs to
 * that account.
 */
export default function NewPolicyPage() {
  const { t } = useTranslation(staffNs);
  const accountId = useSearchParams()[0].get("accountId") ?? "";
  const account = useInsuredAccount(accountId, { enabled: accountId !== "" });
  if (!accountId) return <NewPolicy account={null} />;
  return (
    <RecordGate query={account} texts={insuredAccountRecordTexts(t)} backTo={pathTo("insuredAccounts")}>
      {(found) => <NewPolicy account={found} />}
    </RecordGate>
  );
}
