import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { Policy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import type { InsuredAccount } from "../../../shared/insured-account";
import { useInsuredAccount } from "../../features/insured-accounts/api/get-insured-account";
import { usePolicy } from "../../features/policies/api/get-policy";
import { useUpdatePolicy } from "../../features/policies/api/update-policy";
import { policyRecordTexts } from "../../features/policies/policy-record-texts";
import { QuickQuote } from "../../features/quick-quote/quick-quote";
import { routeTitleMeta } from "../../lib/page-meta";
import { staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("quickQuote");

function Page({ policy, account }: { policy: Policy | null; account?: InsuredAccount }) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const update = useUpdatePolicy(policy?.id ?? "");
  // Only a draft's home is quoted again and saved back; an issued policy's home changes by endorsement.
  const requote = policy?.home && policy.status === "draft" ? { ...policy, home: policy.home } : null;
  const back = requote
    ? pathTo("policyDetail", { policyId: requote.id })
    : account
      ? pathTo("insuredAccountDetail", { accountId: account.id })
      : pathTo("policyDashboard");
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={back} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {requote
          ? t("policyForm.backToPolicy", { number: requote.policyNumber })
          : account
            ? t("quickQuote.backToAccount", { name: account.name })
            : t("policyDetail.back")}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("quickQuote.title")}</h1>
        <p className="text-muted-foreground">
          {requote ? t("quickQuote.requoteLead", { number: requote.policyNumber }) : t("quickQuote.lead")}
        </p>
        {account && <p>{t("quickQuote.forAccount", { number: account.accountNumber, name: account.name })}</p>}
      </div>
      <QuickQuote
        account={account}
        draft={
          requote
            ? {
                home: requote.home,
                effectiveDate: requote.effectiveDate,
                policyNumber: requote.policyNumber,
                async save(home) {
                  const saved = await update.mutateAsync({ home });
                  toast.success(t("quickQuote.saved", { number: saved.policyNumber }));
                  await navigate(back);
                },
              }
            : undefined
        }
      />
    </div>
  );
}

/**
 * /policy/quote: staff and agents price a home in a minute, then make it a
 * draft policy. With `?policyId=` of a draft home (its Re-quote), the quote
 * starts from that home and saves back to it; with `?accountId=` (from an
 * insured account's page), the draft belongs to that account.
 */
export default function QuickQuotePage() {
  const { t } = useTranslation(staffNs);
  const [search] = useSearchParams();
  const policyId = search.get("policyId") ?? "";
  const accountId = search.get("accountId") ?? "";
  const policy = usePolicy(policyId, { enabled: policyId !== "" });
  const account = useInsuredAccount(accountId, { enabled: accountId !== "" && policyId === "" });
  // The account's details fill the draft: wait for them (an unknown account quotes for no account).
  if (!policyId && accountId && account.isPending) return null;
  if (!policyId && accountId && account.data) return <Page policy={null} account={account.data} />;
  if (!policyId) return <Page policy={null} />;
  return (
    <RecordGate query={policy} texts={policyRecordTexts(t)} backTo={pathTo("policyDashboard")}>
      {(found) => <Page policy={found} />}
    </RecordGate>
  );
}
